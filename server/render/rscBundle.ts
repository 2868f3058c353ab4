/**
 * Loads the three build outputs the page renderer needs: the `rsc` bundle (server components,
 * React with the react-server condition), the client manifest it serialises client references
 * with, the SSR manifest, and the browser entry's script files.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ClientManifest } from 'react-server-dom-webpack/server';
import type { ServerConsumerManifest } from 'react-server-dom-webpack/client';
import type { RscModule } from '../../shared/render/contract';
import { scriptsAfterLcp } from './scriptsAfterLcp';

export interface RscBundle {
  rsc: RscModule;
  clientManifest: ClientManifest;
  ssrManifest: ServerConsumerManifest;
  bootstrapScripts: string[];
  /** The inline script that loads `bootstrapScripts` after the largest picture's paint (server/render/scriptsAfterLcp.ts). */
  bootScript: string;
  stylesheets: string[];
  /** Path of the site icon. */
  icon: string;
  /** Path of the publisher logo (structured data). */
  logo: string;
  /** The web font files every page preloads (build/fontSubsets.ts names them). */
  fontPreloads: string[];
}

export function loadRscBundle(distDir: string): RscBundle {
  const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(distDir, path), 'utf8')) as T;
  const assets = readJson<{
    entrypoints: Record<string, string[]>;
    stylesheets: string[];
    fontPreloads?: string[];
    images: { logo: string; favicon: string };
  }>('client/assets.json');
  const publicPath = '/static/';
  const bootstrapScripts = (assets.entrypoints.main ?? []).map((file) => `${publicPath}${file}`);
  return {
    rsc: __non_webpack_require__(join(distDir, 'rsc/rsc.cjs')) as RscModule,
    clientManifest: readJson<ClientManifest>('client/react-client-manifest.json'),
    // No `moduleLoading`: React would write a `<script async>` into the head for every client
    // chunk the page uses, ahead of the largest picture; the boot script starts them after it.
    ssrManifest: { ...readJson<ServerConsumerManifest>('server/ssr-manifest.json'), moduleLoading: null },
    bootstrapScripts,
    bootScript: scriptsAfterLcp(bootstrapScripts),
    stylesheets: assets.stylesheets.map((file) => `${publicPath}${file}`),
    logo: `${publicPath}${assets.images.logo}`,
    icon: `${publicPath}${assets.images.favicon}`,
    fontPreloads: (assets.fontPreloads ?? []).map((file) => `${publicPath}${file}`),
  };
}
