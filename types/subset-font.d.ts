/**
 * The part of subset-font 2 (papandreou; HarfBuzz's subsetter as WebAssembly) that
 * build/fontSubsets.ts uses; the package ships no types. Read from its README.
 */
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2';
    /** Axis tag → a pinned value or a range kept (partial instancing). */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    /** OpenType feature tags kept; all when absent. */
    keepFeatures?: string[];
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
