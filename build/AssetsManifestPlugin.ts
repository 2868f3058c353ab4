/**
 * For the `client` compilation: emits the site stylesheet under a content hash and writes
 * `assets.json` with the entry's script files and the stylesheet, for the server to link.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Compiler } from 'webpack';

interface Options {
  filename: string;
  stylesheet: string;
}

export class AssetsManifestPlugin {
  constructor(private readonly options: Options) {}

  apply(compiler: Compiler): void {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap('AssetsManifestPlugin', (compilation) => {
      compilation.fileDependencies.add(this.options.stylesheet);
      compilation.hooks.processAssets.tap(
        { name: 'AssetsManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const css = readFileSync(this.options.stylesheet);
          const cssFile = `site.${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
          compilation.emitAsset(cssFile, new webpack.sources.RawSource(css));
          const entrypoints: Record<string, string[]> = {};
          for (const [name, entry] of compilation.entrypoints) {
            entrypoints[name] = entry.getFiles().filter((file) => file.endsWith('.js'));
          }
          const manifest = { entrypoints, stylesheets: [cssFile] };
          compilation.emitAsset(this.options.filename, new webpack.sources.RawSource(JSON.stringify(manifest)));
        },
      );
    });
  }
}
