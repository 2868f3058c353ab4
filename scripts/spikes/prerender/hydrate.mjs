/**
 * Loads each page in Debian's Chromium twice (decision 102): as the server writes it (rows writer)
 * and as the spike resumes it into a prelude with a hole per per-reader island (serve.ts), and
 * says whether each hydrated (`html[data-hydrated]`) and what the page logged.
 * `node --import tsx scripts/spikes/prerender/hydrate.mjs` after `npm run build`.
 */
import { chromium } from '@playwright/test';
import { freePort, HOST, stopAll } from '../../bench/stack.mjs';
import { startSpike } from './spikeStack.mjs';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function visit(browser, url) {
  const page = await browser.newPage();
  const logged = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      logged.push(`${message.type()}: ${message.text().slice(0, 200)}`);
  });
  page.on('pageerror', (error) => logged.push(`pageerror: ${error.message.slice(0, 200)}`));
  // The Suspense markers as the parser left them, before the scripts hydrate the page.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const counts = {};
      const walker = document.createTreeWalker(document, NodeFilter.SHOW_COMMENT);
      while (walker.nextNode()) counts[walker.currentNode.data] = (counts[walker.currentNode.data] ?? 0) + 1;
      counts.templates = document.querySelectorAll('template[id^="B:"]').length;
      counts.segments = document.querySelectorAll('div[hidden][id^="S:"]').length;
      window.__spikeMarkers = counts;
    });
  });
  const res = await page.goto(url);
  const hydrated = await page
    .locator('html[data-hydrated]')
    .waitFor({ state: 'attached', timeout: 15_000 })
    .then(
      () => true,
      () => false,
    );
  const spike = res?.headers()['x-spike'] ?? 'server';
  const hidden = await page.locator('div[hidden][id^="S:"]').count();
  const markers = await page.evaluate(() => window.__spikeMarkers);
  await page.close();
  return {
    url,
    written: spike,
    hydrated,
    hiddenHoles: hidden,
    markersAtDomContentLoaded: markers,
    logged: logged.length > 3 ? [...logged.slice(0, 2), `… ${logged.length} in all`] : logged,
  };
}

async function main() {
  const servePort = await freePort();
  const { origin, pages, report } = await startSpike({ SPIKE_SERVE_PORT: String(servePort) });
  await report;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ARGS,
  });
  try {
    for (const path of pages) {
      for (const base of [origin, `http://${HOST}:${servePort}`])
        process.stdout.write(`${JSON.stringify(await visit(browser, base + path))}\n`);
    }
  } finally {
    await browser.close();
  }
}

main()
  .catch((error) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
