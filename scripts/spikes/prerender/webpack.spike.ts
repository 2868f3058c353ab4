/**
 * Builds the prerender spike (decision 102) with the server compilation's own settings, so the
 * spike holds React DOM, the flight client, the SSR module map and every client module exactly as
 * dist/server/main.cjs does. Output: .cache/prerender-spike/hook.cjs (git-ignored).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Configuration } from 'webpack';
import configurations from '../../../webpack.config';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const server = configurations.find((configuration) => configuration.name === 'server');
if (!server?.output) throw new Error('webpack.config.ts has no server compilation');

const spike: Configuration = {
  ...server,
  name: 'prerender-spike',
  // The client compilation's manifest is read from dist/: run `npm run build` first.
  dependencies: undefined,
  entry: { hook: join(root, 'scripts/spikes/prerender/hook.tsx') },
  output: { ...server.output, path: join(root, '.cache/prerender-spike') },
};

export default spike;
