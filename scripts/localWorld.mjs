/**
 * The local world beside a Neutron started by `npm start` or `npm run dev`: unless CONTENT_API_URL
 * points elsewhere, the local upstream (upstream/) on UPSTREAM_PORT, with the settings the
 * server needs to use it.
 */
import { randomBytes } from 'node:crypto';

/**
 * Fills `env` with CONTENT_API_URL, SESSION_SECRET and PURGE_KEY for the local upstream and says
 * how to start it; undefined when CONTENT_API_URL is already set. `sitePort`: where Neutron's
 * `/_purge` answers.
 */
export function localUpstream(env, sitePort) {
  if (env.CONTENT_API_URL) return undefined;
  const upstreamPort = env.UPSTREAM_PORT ?? '3001';
  env.CONTENT_API_URL = `http://127.0.0.1:${upstreamPort}`;
  // The local world's session secret; a real deployment sets its own (NODE_ENV=production requires it).
  env.SESSION_SECRET ??= 'neutron-local-world-session-secret-not-for-production';
  // The local world announces its content changes (edits, live items) to the Neutron started
  // here, as a publisher's platform does (decision 081): a fresh key for this pair unless one is set.
  env.PURGE_KEY ??= randomBytes(24).toString('hex');
  return {
    args: ['--import', 'tsx', 'upstream/main.ts'],
    env: {
      UPSTREAM_PORT: upstreamPort,
      UPSTREAM_PURGE_URL: env.UPSTREAM_PURGE_URL ?? `http://127.0.0.1:${sitePort}/_purge`,
      UPSTREAM_PURGE_KEY: env.UPSTREAM_PURGE_KEY ?? env.PURGE_KEY,
    },
    healthUrl: `${env.CONTENT_API_URL}/__health`,
  };
}

/** Resolves once `url` answers 2xx; throws after `timeoutMs`. */
export async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
