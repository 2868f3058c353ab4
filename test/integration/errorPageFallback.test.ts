/**
 * Spec 000 §8: "Page-level error shows the error page. If that fails: 'An error occurred while
 * showing the error page' with a link 'Go back to home'." Forced with a copy of the build whose
 * server-component bundle fails every render at its root: the page fails, then the error page
 * fails, and the reader gets the plain fallback with a working link home.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ERROR_PAGE_FAILED_LINK, ERROR_PAGE_FAILED_MESSAGE } from '../../shared/constants';
import { ROOT, get, startNeutron, type Neutron } from '../support/neutron';
import { startTestUpstream, type TestUpstream } from '../support/upstream';

/** An RSC bundle whose flight stream is one error row for the root model. */
const FAILING_RSC = `module.exports = { renderFlight() { let dest; return { pipe(d) { dest = d; d.write('0:E{"digest":"forced","message":"forced render failure"}\\n'); d.end(); return d; }, abort() { dest?.end?.(); } }; } };\n`;

let dir: string;
let upstream: TestUpstream;
let neutron: Neutron;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'neutron-fallback-'));
  cpSync(join(ROOT, 'dist'), join(dir, 'dist'), { recursive: true });
  writeFileSync(join(dir, 'dist/rsc/rsc.cjs'), FAILING_RSC);
  upstream = await startTestUpstream();
  neutron = await startNeutron({ CONTENT_API_URL: upstream.url }, join(dir, 'dist/server/main.cjs'));
}, 60_000);

afterAll(async () => {
  await neutron?.stop();
  await upstream?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

it('answers the plain fallback with "Go back to home" when the error page itself fails', async () => {
  const res = await get(neutron.url, '/');
  expect(res.status).toBe(500);
  expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  const html = await res.text();
  expect(html).toContain(`<p>${ERROR_PAGE_FAILED_MESSAGE}</p>`);
  expect(html).toContain(`<a href="/">${ERROR_PAGE_FAILED_LINK}</a>`);
  expect(neutron.logs.filter((line) => line.msg === 'render failed').length).toBeGreaterThanOrEqual(2);
  // A missing page fails the same way and keeps its status.
  const missing = await get(neutron.url, '/no/such/page/');
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain(ERROR_PAGE_FAILED_LINK);
  // The server stays up.
  expect((await get(neutron.url, '/healthz')).status).toBe(200);
}, 60_000);
