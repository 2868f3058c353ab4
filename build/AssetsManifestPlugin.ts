/**
 * For the `client` compilation: emits the site stylesheet and the publisher logo under content
 * hashes and writes `assets.json` with the entry's script files, the stylesheet and the logo,
 * for the server to link.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Compiler } from 'webpack';
import { logoPng } from './logoPng';

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
          const hashed = (name: string, ext: string, bytes: Buffer) => `${name}.${createHash('sha256').update(bytes).digest('hex').slice(0, 8)}.${ext}`;
          const css = readFileSync(this.options.stylesheet);
          const cssFile = hashed('site', 'css', css);
          compilation.emitAsset(cssFile, new webpack.sources.RawSource(css));
          const logo = logoPng();
          const logoFile = hashed('logo', 'png', logo);
          compilation.emitAsset(logoFile, new webpack.sources.RawSource(logo));
          const entrypoints: Record<string, string[]> = {};
          for (const [name, entry] of compilation.entrypoints) {
            entrypoints[name] = entry.getFiles().filter((file) => file.endsWith('.js'));
          }
          const manifest = { entrypoints, stylesheets: [cssFile], images: { logo: logoFile } };
          compilation.emitAsset(this.options.filename, new webpack.sources.RawSource(JSON.stringify(manifest)));
        },
      );
    });
  }
}
