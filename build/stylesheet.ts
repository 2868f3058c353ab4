/**
 * The site stylesheet as one static file (decision 061): `client/styles/index.css` with its
 * `@import "x.css";` lines inlined in order, every `url("~package/path")` (the self-hosted fonts)
 * replaced by the emitted file's hashed name, then minified by esbuild.
 * Pure functions of the files on disk.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { transformSync } from 'esbuild';

const require = createRequire(import.meta.url);
const IMPORT = /@import\s+"([^"]+)";/g;
const PACKAGE_URL = /url\("~([^"]+)"\)/g;

export interface Stylesheet {
  css: string;
  /** Files referenced by package path, with the name each is emitted under (relative to the stylesheet) and its bytes. */
  assets: Array<{ request: string; source: string; name: string; bytes: Buffer }>;
}

/** `{file name}.{first 8 hex of its sha-256}.{ext}`, beside the stylesheet (/static/ is one flat folder). */
export function assetName(source: string, bytes: Buffer = readFileSync(source)): string {
  const file = basename(source);
  const dot = file.lastIndexOf('.');
  return `${file.slice(0, dot)}.${createHash('sha256').update(bytes).digest('hex').slice(0, 8)}${file.slice(dot)}`;
}

function inline(file: string, seen: Set<string>): string {
  if (seen.has(file)) throw new Error(`stylesheet ${file} is imported twice`);
  seen.add(file);
  return readFileSync(file, 'utf8').replace(IMPORT, (_, name: string) => inline(join(dirname(file), name), seen));
}

/**
 * esbuild's CSS minifier (no lowering: the stylesheet is written for the browsers we serve). It
 * reads the syntax, so the output does not depend on how the source is laid out (Prettier's or
 * anyone's).
 */
export function minifyCss(css: string): string {
  return transformSync(css, { loader: 'css', minify: true }).code.trim();
}

/**
 * The stylesheet at `entry`, inlined and minified. A file named in `replaced` (package path →
 * bytes: the subset web fonts of build/fontSubsets.ts) is emitted with those bytes instead of
 * the package's.
 */
export function buildStylesheet(entry: string, replaced: ReadonlyMap<string, Buffer> = new Map()): Stylesheet {
  const assets: Stylesheet['assets'] = [];
  const css = inline(entry, new Set()).replace(PACKAGE_URL, (_, request: string) => {
    const source = require.resolve(request);
    const bytes = replaced.get(request) ?? readFileSync(source);
    const name = assetName(source, bytes);
    if (!assets.some((asset) => asset.request === request)) assets.push({ request, source, name, bytes });
    return `url("${name}")`;
  });
  return { css: minifyCss(css), assets };
}
