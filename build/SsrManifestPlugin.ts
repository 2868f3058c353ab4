/**
 * For the `server` compilation: react-server-dom-webpack's SSR client resolves every client
 * reference of the flight stream through `moduleMap[browserModuleId]` and then loads it with
 * this bundle's own `__webpack_require__`. The plugin writes that map at build time, pairing
 * the browser module id from the client manifest with the id the same file got in this bundle.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Compiler, Module } from 'webpack';

interface Options {
  clientManifestPath: string;
  filename: string;
  publicPath: string;
}

interface ClientManifestEntry {
  id: string | number;
  chunks: Array<string | number>;
  name: string;
}

export class SsrManifestPlugin {
  constructor(private readonly options: Options) {}

  apply(compiler: Compiler): void {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap('SsrManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SsrManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const clientManifest = JSON.parse(readFileSync(this.options.clientManifestPath, 'utf8')) as Record<
            string,
            ClientManifestEntry
          >;
          const byUrl = new Map<string, Module>();
          for (const module of compilation.modules) {
            const resource = (module as Module & { resource?: string }).resource;
            if (resource) byUrl.set(pathToFileURL(resource).href, module);
          }
          const moduleMap: Record<string, Record<string, { id: string | number; chunks: never[]; name: string }>> = {};
          for (const [url, entry] of Object.entries(clientManifest)) {
            const module = byUrl.get(url);
            if (!module) {
              compilation.errors.push(
                new webpack.WebpackError(`SsrManifestPlugin: client module ${url} is missing from the server bundle`),
              );
              continue;
            }
            const id = compilation.chunkGraph.getModuleId(module);
            if (id === null) continue;
            moduleMap[String(entry.id)] = { '*': { id, chunks: [], name: '*' } };
          }
          const manifest = {
            moduleMap,
            serverModuleMap: null,
            moduleLoading: { prefix: this.options.publicPath, crossOrigin: null },
          };
          compilation.emitAsset(this.options.filename, new webpack.sources.RawSource(JSON.stringify(manifest)));
        },
      );
    });
  }
}
