/**
 * The dev loop's front door (decision 103): listens on the site's port and passes every request
 * to the server process, which the runner restarts on an internal port after each rebuild.
 * While a restart is under way requests wait for the new server instead of failing, and the
 * reload channel (DEV_EVENTS_PATH, server-sent events) tells open pages to reload once it answers.
 * When no server runs (the first build failed), pages get the build errors and reload when fixed.
 * It also serves the browser bundle's source maps (DEV_MAPS_PATH), kept out of the server's folder.
 */
import { readFile } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { DEV_EVENTS_PATH, DEV_MAPS_PATH, HELLO_EVENT, RELOAD_EVENT } from './events';

/** How long a request waits for a server that is starting (the first build included). */
const WAIT_FOR_SERVER_MS = 120_000;
/** Headers that describe one hop, not the message: never passed on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

type Target = { kind: 'waiting' } | { kind: 'ready'; port: number } | { kind: 'failed'; message: string };

export interface DevProxy {
  /** Requests wait from now until `serve` or `fail`. */
  hold(): void;
  /** Requests go to the server on `port`, which runs `build`; open pages reload. */
  serve(port: number, build: string): void;
  /** No server runs: requests get `message` (build errors) until the next `serve`. */
  fail(message: string): void;
  close(): Promise<void>;
}

function withoutHopByHop(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
  return kept;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page shown while no server runs; it reloads itself when the reload channel says so. */
function failurePage(message: string): string {
  return `<!doctype html><meta charset="utf-8"><title>Build failed</title><h1>npm run dev: the build failed</h1><pre>${escapeHtml(message)}</pre><script>new EventSource(${JSON.stringify(DEV_EVENTS_PATH)}).addEventListener(${JSON.stringify(RELOAD_EVENT)}, () => location.reload())</script>`;
}

/** A source map of the browser bundle, by file name only. */
async function serveMap(mapsDir: string, name: string, res: ServerResponse): Promise<void> {
  const map = /^[\w-]+(\.[\w-]+)*\.map$/.test(name)
    ? await readFile(join(mapsDir, name)).catch(() => undefined)
    : undefined;
  if (map)
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(map);
  else res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('no such source map\n');
}

export async function startDevProxy(options: { port: number; host: string; mapsDir: string }): Promise<DevProxy> {
  let target: Target = { kind: 'waiting' };
  let build = '';
  let changed: () => void = () => {};
  let targetChanged = new Promise<void>((resolve) => (changed = resolve));
  const setTarget = (next: Target) => {
    target = next;
    changed();
    targetChanged = new Promise<void>((resolve) => (changed = resolve));
  };
  const listeners = new Set<ServerResponse>();
  const send = (res: ServerResponse, event: string, data: string) => res.write(`event: ${event}\ndata: ${data}\n\n`);

  async function settledTarget(): Promise<Target> {
    const deadline = Date.now() + WAIT_FOR_SERVER_MS;
    while (target.kind === 'waiting' && Date.now() < deadline) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        targetChanged,
        new Promise((resolve) => (timer = setTimeout(resolve, deadline - Date.now()))),
      ]);
      clearTimeout(timer);
    }
    return target;
  }

  function forward(req: IncomingMessage, res: ServerResponse, port: number) {
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: req.method,
        path: req.url,
        headers: withoutHopByHop(req.headers),
        agent: false,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, withoutHopByHop(answer.headers));
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      },
    );
    upstream.on('error', (error) => {
      if (res.headersSent) res.destroy();
      else
        res
          .writeHead(502, { 'content-type': 'text/plain; charset=utf-8' })
          .end(`npm run dev: the server did not answer (${error.message}); see the terminal.\n`);
    });
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.url === DEV_EVENTS_PATH) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
      res.write('retry: 1000\n');
      send(res, HELLO_EVENT, build);
      listeners.add(res);
      res.on('close', () => listeners.delete(res));
      return;
    }
    if (req.url?.startsWith(DEV_MAPS_PATH)) return serveMap(options.mapsDir, req.url.slice(DEV_MAPS_PATH.length), res);
    const settled = await settledTarget();
    if (res.destroyed) return;
    if (settled.kind === 'ready') forward(req, res, settled.port);
    else if (settled.kind === 'failed')
      res
        .writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
        .end(failurePage(settled.message));
    else
      res
        .writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '5' })
        .end('npm run dev: the server is not up yet; see the terminal.\n');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(`npm run dev proxy: ${String(error)}\n`);
    });
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });

  return {
    hold: () => setTarget({ kind: 'waiting' }),
    serve(port, nextBuild) {
      build = nextBuild;
      setTarget({ kind: 'ready', port });
      for (const res of listeners) send(res, RELOAD_EVENT, build);
    },
    fail(message) {
      setTarget({ kind: 'failed', message });
    },
    async close() {
      setTarget({ kind: 'failed', message: 'npm run dev is stopping' });
      for (const res of listeners) res.end();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}
