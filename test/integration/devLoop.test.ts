/**
 * `npm run dev` (decision 103), end to end, in a temporary copy of the repository: the site comes
 * up, an edit to a server component and an edit to an island are each served without anyone
 * restarting anything, a build error leaves the last good server answering, and Ctrl-C (SIGINT
 * to the process group, as a terminal sends it) leaves no process behind.
 *
 * A first build, three rebuilds and three server starts: about 45 s alone on the shared 2-core
 * machine. It prints the seconds from each save to the new page (decision 103).
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_EVENTS_PATH } from '../../scripts/dev/events';
import { freePort } from '../support/freePort';
import { ROOT } from '../support/neutron';

const FOOTER = 'rsc/layout/SiteFooter.tsx';
const ISLAND = 'client/consent/PrivacySettingsButton.tsx';
/** Generous: a rebuild and a server start on a machine other suites keep busy. */
const CHANGE_TIMEOUT_MS = 120_000;

let copy: string;
let site: string;
let dev: ChildProcess;
const output: string[] = [];
const reloads: string[] = [];
const events = new AbortController();

/** The repository's files (tracked and new, not ignored) in a temporary folder, node_modules linked. */
function copyRepository(): string {
  const dir = mkdtempSync(join(tmpdir(), 'neutron-dev-'));
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    try {
      cpSync(join(ROOT, file), join(dir, file));
    } catch {
      // deleted in the work tree but still tracked
    }
  }
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

function edit(file: string, from: string, to: string): void {
  const path = join(copy, file);
  const source = readFileSync(path, 'utf8');
  expect(source).toContain(from);
  writeFileSync(path, source.replace(from, to));
}

const page = async () => (await fetch(`${site}/`)).text();

/** Polls until `check` passes; returns the seconds it took. */
async function until(what: string, check: () => Promise<boolean>, timeoutMs = CHANGE_TIMEOUT_MS): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (dev.exitCode !== null)
      throw new Error(`${what}: npm run dev exited (${dev.exitCode})\n${output.join('').slice(-4_000)}`);
    if (await check().catch(() => false)) return (Date.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: not seen within ${timeoutMs} ms\n${output.join('').slice(-4_000)}`);
}

/** Every script of the page's own (content-hashed files under /static/, named in tags or flight rows), as the browser fetches them. */
async function pageScripts(html: string): Promise<string> {
  const names = [...new Set(html.match(/[\w-]+\.[0-9a-f]{8}\.js/g) ?? [])];
  const bodies = await Promise.all(names.map(async (name) => (await fetch(`${site}/static/${name}`)).text()));
  return bodies.join('\n');
}

/** Listens to the reload channel as an open page does. */
async function listen(): Promise<void> {
  const res = await fetch(`${site}${DEV_EVENTS_PATH}`, { signal: events.signal });
  expect(res.headers.get('content-type')).toBe('text/event-stream');
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      for (const match of decoder.decode(read.value).matchAll(/event: reload\ndata: (\S+)/g)) reloads.push(match[1]!);
    }
  })().catch(() => {});
}

/** True while any process of the dev loop's group is alive. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  copy = copyRepository();
  const [port, upstreamPort, serverPort] = [await freePort(), await freePort(), await freePort()];
  site = `http://127.0.0.1:${port}`;
  // Its own process group (a terminal's foreground job), so Ctrl-C can be sent to all of it.
  dev = spawn('npm', ['run', 'dev'], {
    cwd: copy,
    detached: true,
    // The Node that runs this suite runs the dev loop too (npm's own shebang finds it on PATH).
    env: {
      ...process.env,
      PATH: `${dirname(process.execPath)}:${process.env.PATH}`,
      PORT: String(port),
      UPSTREAM_PORT: String(upstreamPort),
      DEV_SERVER_PORT: String(serverPort),
      LOG_LEVEL: 'warn',
      UPSTREAM_LIVE_INTERVAL_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  dev.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  dev.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  const seconds = await until('the first page', async () => (await page()).includes('All rights reserved.'), 240_000);
  console.log(`npm run dev: first page after ${seconds.toFixed(1)} s`);
  await listen();
}, 300_000);

afterAll(async () => {
  events.abort();
  console.log(
    output
      .join('')
      .split('\n')
      .filter((line) => line.startsWith('[dev]'))
      .join('\n'),
  );
  if (dev?.pid && groupAlive(dev.pid)) {
    process.kill(-dev.pid, 'SIGKILL');
  }
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('npm run dev', { sequential: true }, () => {
  it('serves the dev build with its reload client', async () => {
    const html = await page();
    expect(await pageScripts(html)).toContain(DEV_EVENTS_PATH);
  });

  it(
    'serves an edited server component without a manual restart, and tells open pages to reload',
    async () => {
      edit(FOOTER, 'All rights reserved.', 'All rights reserved. Edited in the dev loop.');
      const seconds = await until('the edited footer', async () => (await page()).includes('Edited in the dev loop.'));
      console.log(`npm run dev: server component edit served after ${seconds.toFixed(1)} s`);
      await until('a reload event', async () => reloads.length >= 1, 10_000);
    },
    CHANGE_TIMEOUT_MS + 15_000,
  );

  it(
    'serves an edited island, in the server-rendered HTML and in the script the browser runs',
    async () => {
      const before = reloads.length;
      edit(ISLAND, "'Privacy settings'", "'Privacy choices, edited in the dev loop'");
      const seconds = await until('the edited island', async () => {
        const html = await page();
        return (
          html.includes('Privacy choices, edited in the dev loop') &&
          (await pageScripts(html)).includes('Privacy choices, edited in the dev loop')
        );
      });
      console.log(`npm run dev: island edit served after ${seconds.toFixed(1)} s`);
      await until('a reload event', async () => reloads.length > before, 10_000);
    },
    CHANGE_TIMEOUT_MS + 15_000,
  );

  it(
    'prints a build error and keeps the last good server answering',
    async () => {
      edit(FOOTER, '<footer className="site-footer">', '<footer className="site-footer"');
      // The error names the file, as webpack prints it.
      await until('the build error', async () => /build failed[^]*SiteFooter\.tsx/.test(output.join('')));
      const res = await fetch(`${site}/`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('Edited in the dev loop.');
    },
    CHANGE_TIMEOUT_MS + 15_000,
  );

  it('stops everything on Ctrl-C', async () => {
    process.kill(-dev.pid!, 'SIGINT');
    await until('every process of the dev loop gone', async () => !groupAlive(dev.pid!), 30_000);
    await expect(fetch(`${site}/`)).rejects.toThrow();
  }, 45_000);
});
