/**
 * The islands nearly every page renders share one chunk (webpack.config.ts, decision 024): a
 * reader downloads their common code once, and the page head names one script for them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/neutron';

const MANIFEST = join(ROOT, 'dist/client/react-client-manifest.json');
const CORE = [
  'loading/LoadingBar.tsx',
  'runtime/DeviceWatcher.tsx',
  'auth/JoinLoginButton.tsx',
  'consent/ConsentManager.tsx',
  'consent/PrivacySettingsButton.tsx',
  'scripts/ScriptLoader.tsx',
  'tracking/PageTracker.tsx',
  'ads/AdSlot.tsx',
  'ads/AdPage.tsx',
];

/** Script files each client module needs, by its path under client/. */
function chunksByModule(): Map<string, string[]> {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, { chunks: string[] }>;
  const byModule = new Map<string, string[]>();
  for (const [id, entry] of Object.entries(manifest)) {
    const module = id
      .replace(/^file:\/\//, '')
      .split('/client/')
      .pop()!
      .split('#')[0]!;
    // The manifest lists chunk ids and file names in turn.
    byModule.set(
      module,
      entry.chunks.filter((_, index) => index % 2 === 1),
    );
  }
  return byModule;
}

describe('the shared islands chunk', () => {
  it('holds every core island, alone in its chunk list', () => {
    expect(existsSync(MANIFEST), 'run `npm run build` first').toBe(true);
    const byModule = chunksByModule();
    const files = CORE.map((module) => byModule.get(module));
    expect(
      files.every((list) => list?.length === 1 && /^islands\.[0-9a-f]+\.js$/.test(list[0]!)),
      JSON.stringify(files),
    ).toBe(true);
    expect(new Set(files.map((list) => list![0])).size).toBe(1);
  });

  it('leaves the islands few pages use (live, video, debug, sign-in modal) in chunks of their own', () => {
    const byModule = chunksByModule();
    for (const module of [
      'live/LiveUpdates.tsx',
      'video/VideoPlayer.tsx',
      'debug/DebugPanel.tsx',
      'auth/JoinLoginModal.tsx',
    ]) {
      expect(
        byModule.get(module)?.some((file) => file.startsWith('islands.')),
        module,
      ).toBe(false);
    }
  });
});
