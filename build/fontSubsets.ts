/**
 * The self-hosted web fonts cut down at build time to what the site sets (decision 025,
 * "Preloaded, swapped fonts"): the characters of English text and its punctuation, the weights the
 * stylesheets use, and the OpenType features Chromium applies by default (plus tabular figures).
 * The @fontsource-variable Latin files carry all of Latin-1, weights 100–900 and every feature
 * of the font; the subsets are about 40% of their bytes. HarfBuzz (`subset-font`, WebAssembly)
 * does the cutting offline; its output is a pure function of the input file and these settings.
 * client/styles/webfonts.css names the same weight ranges and `unicode-range` (fontSubsets.test.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);

const span = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i);

/**
 * Printable ASCII and the punctuation of English copy: no-break space, ©, «», ®, °, ·, », ×,
 * en and em dashes, curly quotes, bullet, ellipsis, € and ™ (the Latin files have no →). A character outside it (an
 * accented name) is drawn from the metric-matched fallback face, not missing.
 */
export const SUBSET_CODEPOINTS: readonly number[] = [
  ...span(0x20, 0x7e),
  0xa0,
  0xa9,
  0xab,
  0xae,
  0xb0,
  0xb7,
  0xbb,
  0xd7,
  0x2013,
  0x2014,
  0x2018,
  0x2019,
  0x201c,
  0x201d,
  0x2022,
  0x2026,
  0x20ac,
  0x2122,
];

/** Features Chromium turns on by itself, and `tnum` (font-variant-numeric: tabular-nums). */
export const SUBSET_FEATURES: readonly string[] = [
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'kern',
  'liga',
  'clig',
  'calt',
  'rlig',
  'tnum',
];

/**
 * Each font file (a package path, as webfonts.css names it), the weight range kept, and whether
 * every page preloads it: the two upright faces set the first screen (headline, navigation,
 * standfirst, body); the italic is fetched when a page sets italic text.
 */
export const FONT_SUBSETS: Readonly<Record<string, { weight: readonly [number, number]; preload: boolean }>> = {
  '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2': { weight: [400, 800], preload: true },
  '@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2': {
    weight: [400, 700],
    preload: true,
  },
  '@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-italic.woff2': {
    weight: [400, 700],
    preload: false,
  },
};

/** `unicode-range` for sorted code points: runs collapsed, `U+20-7E,U+A0,…` (upper-case hex). */
export function unicodeRange(codepoints: readonly number[]): string {
  const sorted = [...new Set(codepoints)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const first = sorted[i]!;
    while (i + 1 < sorted.length && sorted[i + 1] === sorted[i]! + 1) i++;
    const last = sorted[i]!;
    const hex = (n: number) => n.toString(16).toUpperCase();
    parts.push(first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`);
  }
  return parts.join(',');
}

/** One font file cut to the subset. */
export async function subsetWebFont(request: string): Promise<Buffer> {
  const settings = FONT_SUBSETS[request];
  if (!settings) throw new Error(`no subset settings for ${request} (build/fontSubsets.ts)`);
  const [min, max] = settings.weight;
  return subsetFont(readFileSync(require.resolve(request)), String.fromCodePoint(...SUBSET_CODEPOINTS), {
    targetFormat: 'woff2',
    variationAxes: { wght: { min, max } },
    keepFeatures: [...SUBSET_FEATURES],
  });
}

/** Every font file cut to its subset: package path → bytes. */
export async function subsetWebFonts(): Promise<ReadonlyMap<string, Buffer>> {
  const requests = Object.keys(FONT_SUBSETS);
  const fonts = await Promise.all(requests.map(subsetWebFont));
  return new Map(requests.map((request, i) => [request, fonts[i]!]));
}
