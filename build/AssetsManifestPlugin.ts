/**
 * For the `client` compilation: emits the site stylesheet (build/stylesheet.ts: imports inlined,
 * minified), the web fonts it names (cut to their subsets) and the publisher logo under content
 * hashes, and writes `assets.json` with the entry's script files, the stylesheet, the fonts every
 * page preloads and the logo, for the server to link.
 */
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Compiler } from 'webpack';
import { logoPng } from './logoPng';
import { FONT_SUBSETS } from './fontSubsets';
import { buildStylesheet } from './stylesheet';

/** The site icon: the brand's N on a dark tile. */
const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#111"/><text x="16" y="22" font-family="Arial" font-size="14" font-weight="700" text-anchor="middle" fill="#e71d1d">N</text></svg>';

interface Options {
  filename: string;
  stylesheet: string;
  /** The web fonts' files cut to their subsets (build/fontSubsets.ts), by package path. */
  fonts: ReadonlyMap<string, Buffer>;
}

export class AssetsManifestPlugin {
  constructor(private readonly options: Options) {}

  apply(compiler: Compiler): void {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap('AssetsManifestPlugin', (compilation) => {
      for (const file of readdirSync(dirname(this.options.stylesheet)))
        compilation.fileDependencies.add(join(dirname(this.options.stylesheet), file));
      compilation.hooks.processAssets.tap(
        { name: 'AssetsManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const hashed = (name: string, ext: string, bytes: Buffer) =>
            `${name}.${createHash('sha256').update(bytes).digest('hex').slice(0, 8)}.${ext}`;
          const stylesheet = buildStylesheet(this.options.stylesheet, this.options.fonts);
          const css = Buffer.from(stylesheet.css);
          const cssFile = hashed('site', 'css', css);
          compilation.emitAsset(cssFile, new webpack.sources.RawSource(css));
          for (const asset of stylesheet.assets) {
            if (!compilation.getAsset(asset.name))
              compilation.emitAsset(asset.name, new webpack.sources.RawSource(asset.bytes));
          }
          const logo = logoPng();
          const logoFile = hashed('logo', 'png', logo);
          compilation.emitAsset(logoFile, new webpack.sources.RawSource(logo));
          // The site icon as a file of its own (immutable, cached by the browser), not a data URL in every page.
          const favicon = Buffer.from(FAVICON_SVG);
          const faviconFile = hashed('favicon', 'svg', favicon);
          compilation.emitAsset(faviconFile, new webpack.sources.RawSource(favicon));
          const entrypoints: Record<string, string[]> = {};
          for (const [name, entry] of compilation.entrypoints) {
            entrypoints[name] = entry.getFiles().filter((file) => file.endsWith('.js'));
          }
          const manifest = {
            entrypoints,
            stylesheets: [cssFile],
            fontPreloads: stylesheet.assets
              .filter((asset) => FONT_SUBSETS[asset.request]?.preload)
              .map((asset) => asset.name),
            images: { logo: logoFile, favicon: faviconFile },
          };
          compilation.emitAsset(this.options.filename, new webpack.sources.RawSource(JSON.stringify(manifest)));
        },
      );
    });
  }
}
