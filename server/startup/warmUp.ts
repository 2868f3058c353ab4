/**
 * Ready means warm (issue 41, decision 108): before `/readyz` says 200, the site-wide data is
 * loaded (all at once) and the render path has run a few times — the front door, then pages of
 * each shape its links lead to (sections, topics, articles), as HTML for two devices (a render of
 * its own each) and one of each shape as the RSC payload of a client navigation — so the first reader's render costs
 * what the thousandth does. The pages are asked for over loopback from this process's own
 * listener, marked with a header carrying a per-process token: the app records them under the
 * route `warmup`, not as readers' pages. Bounded: whatever is not done by `timeoutMs` is
 * abandoned and logged as skipped, and the process turns ready anyway.
 */
import { DEVICE_HEADER } from '../../shared/device/device';
import type { Device } from '../../shared/requestState';
import type { Logger } from '../ops/logger';
import type { SiteData } from './siteData';

/** The header a warm-up request carries; its value is the process's token. */
export const WARMUP_HEADER = 'x-neutron-warmup';

/** Renders of each page: the default device first (its content calls), then another (a render-cache key of its own). */
const DEVICES: readonly [Device, ...Device[]] = ['mobile', 'desktop'];

/** Pages of one path shape (number of segments) rendered at most; the shapes stand for the page families. */
const PER_SHAPE = 3;

export interface WarmUpOptions {
  /** This process's own listener, e.g. http://127.0.0.1:3000. */
  origin: string;
  token: string;
  siteData: SiteData;
  timeoutMs: number;
  /** Pages rendered after the front door, at most. */
  pages: number;
  logger: Logger;
}

export interface WarmUpReport {
  ms: number;
  /** ms at which each step ended: site-wide data, the front door, the linked pages, the other device, RSC. */
  steps: Record<string, number>;
  siteData: string[];
  pages: string[];
  skipped: Array<{ name: string; reason: string }>;
}

/** Same-site page paths the door links to, in document order, at most PER_SHAPE of each depth. */
export function linkedPages(html: string, max: number): string[] {
  const perShape = new Map<number, number>();
  const chosen: string[] = [];
  for (const [, path] of html.matchAll(/href="(\/[a-z0-9][a-z0-9/-]*)"/g)) {
    if (chosen.length >= max) break;
    if (path === undefined || chosen.includes(path) || path.startsWith('/static/')) continue;
    const shape = path.split('/').filter(Boolean).length;
    const seen = perShape.get(shape) ?? 0;
    if (seen >= PER_SHAPE) continue;
    perShape.set(shape, seen + 1);
    chosen.push(path);
  }
  return chosen;
}

export async function warmUp({
  origin,
  token,
  siteData,
  timeoutMs,
  pages,
  logger,
}: WarmUpOptions): Promise<WarmUpReport> {
  const started = performance.now();
  const stop = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const late = `not done within WARMUP_TIMEOUT_MS (${timeoutMs} ms)`;
  const deadline = new Promise<string>((resolve) => {
    timer = setTimeout(() => {
      stop.abort();
      resolve(late);
    }, timeoutMs);
  });
  const report: WarmUpReport = { ms: 0, steps: {}, siteData: [], pages: [], skipped: [] };
  const step = (name: string) => (report.steps[name] = Math.round(performance.now() - started));

  async function render(path: string, device: Device, rsc = false): Promise<string | undefined> {
    const name = `${path} (${device}${rsc ? ', RSC' : ''})`;
    if (stop.signal.aborted) {
      report.skipped.push({ name, reason: late });
      return undefined;
    }
    try {
      const headers: Record<string, string> = { [WARMUP_HEADER]: token, [DEVICE_HEADER]: device };
      if (rsc) headers.rsc = '1';
      const res = await fetch(origin + path, { headers, redirect: 'manual', signal: stop.signal });
      const body = await res.text();
      if (res.status !== 200) report.skipped.push({ name, reason: `answered ${res.status}` });
      else report.pages.push(name);
      return body;
    } catch (error) {
      report.skipped.push({
        name,
        reason: stop.signal.aborted ? late : error instanceof Error ? error.message : String(error),
      });
      return undefined;
    }
  }

  try {
    const data = await siteData.load(deadline);
    report.siteData = data.loaded;
    report.skipped.push(...data.skipped);
    step('siteData');
    const [first, ...others] = DEVICES;
    const door = await render('/', first);
    step('door');
    const linked = door === undefined ? [] : linkedPages(door, pages);
    // Each device is a render of its own (its own render-cache key): a few renders of each page
    // without repeating a content call. The calls overlap; the renders take turns on the one loop.
    await Promise.all(linked.map((path) => render(path, first)));
    step('linked');
    for (const device of others) await Promise.all(['/', ...linked].map((path) => render(path, device)));
    step('devices');
    const oneOfEachShape = [...new Map(linked.map((path) => [path.split('/').filter(Boolean).length, path])).values()];
    await Promise.all(['/', ...oneOfEachShape].map((path) => render(path, first, true)));
    step('rsc');
  } finally {
    clearTimeout(timer);
    stop.abort();
  }
  report.ms = Math.round(performance.now() - started);
  if (report.skipped.length === 0)
    logger.info('warm-up done', {
      ms: report.ms,
      steps: report.steps,
      siteData: report.siteData,
      pages: report.pages.length,
    });
  else
    logger.warn('warm-up incomplete; ready without what it skipped', {
      ms: report.ms,
      steps: report.steps,
      timeoutMs,
      siteData: report.siteData,
      pages: report.pages.length,
      skipped: report.skipped,
    });
  return report;
}
