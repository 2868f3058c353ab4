/**
 * What the debug toolbar's client part reports about this page in this browser: timings,
 * layout stability, the JavaScript fetched, the device the viewport maps to and the consent
 * choice. Pure where it can be (formatting, script split) so it is tested without a browser.
 */
export interface ScriptEntry {
  name: string;
  transferSize: number;
}

export interface ScriptSummary {
  firstParty: { count: number; bytes: number };
  thirdParty: { count: number; bytes: number };
}

/** Splits fetched scripts into ours (same origin) and everyone else's. */
export function summariseScripts(entries: readonly ScriptEntry[], origin: string): ScriptSummary {
  const summary: ScriptSummary = { firstParty: { count: 0, bytes: 0 }, thirdParty: { count: 0, bytes: 0 } };
  for (const entry of entries) {
    let entryOrigin: string;
    try {
      entryOrigin = new URL(entry.name, origin).origin;
    } catch {
      continue;
    }
    const bucket = entryOrigin === origin ? summary.firstParty : summary.thirdParty;
    bucket.count += 1;
    bucket.bytes += Number.isFinite(entry.transferSize) ? entry.transferSize : 0;
  }
  return summary;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export function formatMs(ms: number | undefined): string {
  return ms === undefined || !Number.isFinite(ms) || ms < 0 ? 'n/a' : `${Math.round(ms)} ms`;
}

/** The current URL with the toolbar switched off (the server then expires the jsDebug cookie). */
export function urlWithoutDebug(href: string): string {
  const url = new URL(href);
  url.searchParams.set('jsDebug', 'false');
  return `${url.pathname}${url.search}${url.hash}`;
}
