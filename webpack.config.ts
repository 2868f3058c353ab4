/**
 * Three compilations, one process (docs/decisions/001-build-layout.md):
 * - client: the browser entry and every 'use client' module, served from /static/;
 * - rsc: the server-component tree, resolved with the react-server condition, React bundled in;
 * - server: Hono, the content client, the SSR step and the bridge that loads the rsc bundle.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EsbuildPlugin } from 'esbuild-loader';
import ReactFlightWebpackPlugin from 'react-server-dom-webpack/plugin';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import { AsciiOnlyPlugin } from './build/asciiOnly';
import { AssetsManifestPlugin } from './build/AssetsManifestPlugin';
import { subsetWebFonts } from './build/fontSubsets';
import { SsrManifestPlugin } from './build/SsrManifestPlugin';
import { findClientModules } from './build/useClient';
import { DEV_MAPS_PATH } from './scripts/dev/events';

const root = dirname(fileURLToPath(import.meta.url));
/** `npm run dev` builds into a folder of its own (forDevLoop below). */
const devLoop = process.env.NEUTRON_DEV_LOOP === '1';
const dist = join(root, devLoop ? 'dist/dev' : 'dist');
const production = process.env.NODE_ENV !== 'development';
const mode = production ? 'production' : 'development';
const publicPath = '/static/';
const clientModules = findClientModules(join(root, 'client'));
/** The web fonts cut to the characters and weights the site uses (build/fontSubsets.ts). */
const webFonts = await subsetWebFonts();
/**
 * The islands nearly every page renders share one chunk, `islands` (decision 024). The React
 * plugin names each client module's chunk `client{index}` by its place in `clientModules`.
 */
const CORE_ISLANDS = [
  'loading/LoadingBar.tsx',
  'runtime/DeviceWatcher.tsx',
  'auth/JoinLoginButton.tsx',
  'consent/ConsentManager.tsx',
  'consent/PrivacySettingsButton.tsx',
  'scripts/ScriptLoader.tsx',
  'tracking/PageTracker.tsx',
  'ads/AdSlot.tsx',
  'ads/AdPage.tsx',
  'errors/ErrorReporter.tsx',
  'runtime/OnlineStatus.tsx',
];
const CORE_ISLAND_CHUNKS = new Set(
  CORE_ISLANDS.map((file) => {
    const index = clientModules.indexOf(join(root, 'client', file));
    if (index < 0) throw new Error(`client/${file} is not a 'use client' module`);
    return `client${index}`;
  }),
);

const typescript = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  loader: 'esbuild-loader',
  options: { target: 'es2022', jsx: 'automatic' },
};

const resolveOptions = { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] };
const nodeOptimization = { minimize: false, concatenateModules: false, moduleIds: 'deterministic' as const };
const stats = 'errors-warnings' as const;

const client: Configuration = {
  name: 'client',
  mode,
  target: 'web',
  entry: { main: join(root, 'client/entry.tsx') },
  output: {
    path: join(dist, 'client'),
    publicPath,
    filename: production ? '[name].[contenthash:8].js' : '[name].js',
    chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
    clean: true,
  },
  resolve: resolveOptions,
  module: { rules: [typescript] },
  devtool: production ? false : 'source-map',
  optimization: {
    moduleIds: 'deterministic',
    chunkIds: 'deterministic',
    splitChunks: {
      cacheGroups: {
        // The islands nearly every page renders (docs/decisions/024-javascript-budget-and-debug-client.md)
        // share one chunk: their common code (consent, start moments, the collector, view state)
        // is sent once instead of once per island, and the page head names one script, not eight.
        islands: {
          name: 'islands',
          chunks: (chunk) => CORE_ISLAND_CHUNKS.has(chunk.name ?? ''),
          minSize: 0,
          minChunks: 1,
          enforce: true,
          priority: 10,
        },
      },
    },
  },
  performance: { hints: false },
  plugins: [
    new ReactFlightWebpackPlugin({ isServer: false, clientReferences: clientModules, chunkName: 'client[index]' }),
    new AssetsManifestPlugin({
      filename: 'assets.json',
      stylesheet: join(root, 'client/styles/index.css'),
      fonts: webFonts,
    }),
  ],
  stats,
};

const rsc: Configuration = {
  name: 'rsc',
  mode,
  target: 'node20',
  entry: { rsc: join(root, 'rsc/entry.tsx') },
  output: { path: join(dist, 'rsc'), filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
  resolve: { ...resolveOptions, conditionNames: ['react-server', '...'] },
  module: {
    rules: [
      // Loaders run last to first: client references are made from the TypeScript source.
      {
        test: /\.tsx?$/,
        include: join(root, 'client'),
        use: [
          { loader: typescript.loader, options: typescript.options },
          { loader: resolve(root, 'build/clientReferenceLoader.ts') },
        ],
      },
      { ...typescript, exclude: [/node_modules/, join(root, 'client')] },
    ],
  },
  optimization: nodeOptimization,
  devtool: false,
  plugins: [
    new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    // Its source stays in the heap: one byte a character (build/asciiOnly.ts).
    new AsciiOnlyPlugin(),
  ],
  stats,
};

const server: Configuration = {
  name: 'server',
  dependencies: ['client'],
  mode,
  target: 'node20',
  // The admin listener's thread loads its own small entry (decision 055).
  entry: { main: join(root, 'server/main.ts'), adminWorker: join(root, 'server/ops/adminWorker.ts') },
  output: { path: join(dist, 'server'), filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
  resolve: resolveOptions,
  module: { rules: [typescript] },
  optimization: nodeOptimization,
  devtool: false,
  externalsPresets: { node: true },
  node: { __dirname: false, __filename: false },
  plugins: [
    new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    new SsrManifestPlugin({
      clientManifestPath: join(dist, 'client/react-client-manifest.json'),
      filename: 'ssr-manifest.json',
      publicPath,
    }),
    new AsciiOnlyPlugin(),
  ],
  stats,
};

/**
 * `npm run dev` (scripts/dev/, decision 103) sets NEUTRON_DEV_LOOP=1 and watches these same three
 * compilations into dist/dev/: the same layers, loaders, chunk names and manifests, and React's
 * production builds, so what it serves is what ships. What changes: no minifier; webpack's memory
 * cache, so a rebuild compiles only the changed modules; source maps, hence no ASCII-only rewrite
 * of the server bundles (it drops them; it changes bytes, not behaviour); and the browser entry
 * starts with the reload client (scripts/dev/reloadClient.ts). Production builds never read this.
 */
function forDevLoop(config: Configuration): Configuration {
  const browser = config.name === 'client';
  return {
    ...config,
    entry: browser
      ? { main: [join(root, 'scripts/dev/reloadClient.ts'), join(root, 'client/entry.tsx')] }
      : config.entry,
    cache: { type: 'memory' },
    devtool: browser ? false : 'source-map',
    // The browser bundle is minified by esbuild (milliseconds) rather than not at all: the server
    // compresses every static file with brotli 11 when it starts, and 1.7 MB of unminified
    // scripts cost seconds on every restart (decision 103).
    optimization: browser
      ? { ...config.optimization, minimizer: [new EsbuildPlugin({ target: 'es2022' })] }
      : config.optimization,
    plugins: [
      ...(config.plugins ?? []).filter((plugin) => !(plugin instanceof AsciiOnlyPlugin)),
      // The browser's maps go beside dist/dev/client, not in it: the server reads and compresses
      // every file of that folder when it starts. The dev proxy serves them (DEV_MAPS_PATH).
      ...(browser
        ? [
            new webpack.SourceMapDevToolPlugin({
              filename: '../client-maps/[file].map',
              append: `\n//# sourceMappingURL=${DEV_MAPS_PATH}[file].map`,
            }),
          ]
        : []),
    ],
  };
}

export default devLoop ? [client, rsc, server].map(forDevLoop) : [client, rsc, server];
