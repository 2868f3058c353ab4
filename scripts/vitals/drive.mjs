/**
 * `npm run vitals -- --drive`: a sample of field data from real Chromium runs (decision 115).
 * Starts the site as `npm start` does (the local upstream embedded) on free loopback ports,
 * then, with performance consent, opens every page family of test/support/pageTypes.ts (hard
 * load), presses a key (an interaction, so INP exists), follows one of its links with the
 * client router (soft navigation), presses a key again, and leaves (the batch goes at pagehide).
 * Alternates a desktop and a phone viewport. Returns the collector's address and a stop function.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, HOST, startChild, stopAll, waitUntilUp } from '../bench/stack.mjs';

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
];
/** Performance consent only (client/consent/consentCookie.ts). */
const PERFORMANCE_ONLY = 'v1:C0001:1|C0002:1|C0003:0|C0004:0|C0005:0';
const STEP_TIMEOUT_MS = 15_000;

/** Starts `npm start`'s stack; the collector appends to `logFile`. */
export async function startSite(root, logFile) {
  const [port, upstreamPort] = [await freePort(), await freePort()];
  mkdirSync(join(logFile, '..'), { recursive: true });
  const handle = startChild('site', ['scripts/start.mjs'], {
    cwd: root,
    env: {
      PORT: String(port),
      UPSTREAM_PORT: String(upstreamPort),
      HOST,
      LOG_LEVEL: 'warn',
      UPSTREAM_LIVE_INTERVAL_MS: '0',
      UPSTREAM_VITALS_LOG: logFile,
    },
  });
  const origin = `http://${HOST}:${port}`;
  await waitUntilUp(handle, `${origin}/readyz`, 180_000);
  return { origin, collector: `http://${HOST}:${upstreamPort}`, stop: stopAll };
}

/** A link on the page the client router follows (same origin, a page, not a new tab or a download). */
async function softLink(page) {
  return page.evaluate(() => {
    const usable = (anchor) => {
      if (anchor.hasAttribute('download') || anchor.dataset.reload !== undefined) return false;
      if (anchor.target && anchor.target !== '_self') return false;
      const url = new URL(anchor.href, location.href);
      if (url.origin !== location.origin || url.pathname === location.pathname) return false;
      if (url.pathname.startsWith('/static/') || /\.[a-z0-9]+$/i.test(url.pathname)) return false;
      const box = anchor.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    };
    const anchors = [...document.querySelectorAll('main a[href], header a[href]')].filter(usable);
    const index = anchors.findIndex((anchor) => anchor.closest('main'));
    const chosen = anchors[index >= 0 ? index : 0];
    if (!chosen) return null;
    chosen.setAttribute('data-vitals-drive', '');
    return new URL(chosen.href).pathname;
  });
}

async function visit(context, origin, path, say) {
  const page = await context.newPage();
  try {
    await page.goto(origin + path, { timeout: STEP_TIMEOUT_MS });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: STEP_TIMEOUT_MS });
    await page.locator('html[data-tracking-views="1"]').waitFor({ state: 'attached', timeout: STEP_TIMEOUT_MS });
    await page.keyboard.press('Tab');
    const next = await softLink(page);
    if (next) {
      await page.locator('[data-vitals-drive]').first().click({ timeout: STEP_TIMEOUT_MS });
      await page.waitForURL((url) => url.pathname === next, { timeout: STEP_TIMEOUT_MS });
      await page.locator('html[data-tracking-views="2"]').waitFor({ state: 'attached', timeout: STEP_TIMEOUT_MS });
      await page.keyboard.press('Tab');
      await page.waitForLoadState('networkidle', { timeout: STEP_TIMEOUT_MS }).catch(() => {});
    }
    await page.goto('about:blank');
    return next;
  } catch (error) {
    say(`! ${path}: ${error.message.split('\n')[0]}`);
    return null;
  } finally {
    await page.close();
  }
}

/** Drives Chromium over every page family `rounds` times. */
export async function drive({ origin, rounds, say }) {
  const { chromium } = await import('@playwright/test');
  // The suite's Chromium and flags (without them Chromium stalls on this machine's closed network).
  const { default: config } = await import('../../playwright.config.ts');
  const { PAGE_TYPES, resolvePagePaths } = await import('../../test/support/pageTypes.ts');
  const paths = await resolvePagePaths(origin, PAGE_TYPES);
  const browser = await chromium.launch(config.use.launchOptions);
  try {
    for (let round = 0; round < rounds; round++) {
      let soft = 0;
      for (const [i, row] of paths.entries()) {
        const { name, ...options } = VIEWPORTS[(round + i) % VIEWPORTS.length];
        const context = await browser.newContext(options);
        await context.addCookies([
          {
            name: 'neutron_consent',
            value: encodeURIComponent(PERFORMANCE_ONLY),
            url: origin,
            sameSite: 'Lax',
            secure: true,
          },
        ]);
        if (await visit(context, origin, row.resolved, (line) => say(`${line} (${row.name}, ${name})`))) soft++;
        await context.close();
      }
      say(`• round ${round + 1}/${rounds}: ${paths.length} page families opened, ${soft} soft navigations`);
    }
  } finally {
    await browser.close();
  }
}
