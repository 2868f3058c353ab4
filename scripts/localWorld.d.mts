/** Types of scripts/localWorld.mjs for the TypeScript dev runner (scripts/dev/dev.ts). */
export declare function localUpstream(
  env: Record<string, string | undefined>,
  sitePort: string | number,
): { args: string[]; env: Record<string, string>; healthUrl: string } | undefined;
export declare function waitFor(url: string, timeoutMs: number): Promise<void>;
