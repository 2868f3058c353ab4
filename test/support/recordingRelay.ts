/**
 * A relay between Neutron and the local upstream that records every call Neutron makes (path and
 * query) and can rewrite a JSON answer on the way back, so a test sees which content calls a page
 * made and that the page shows what they answered.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Changes the parsed JSON answer of a call; returns the new body. */
export type Rewrite = (url: URL, body: unknown) => unknown;

export interface RecordingRelay {
  url: string;
  /** Every call that reached the relay, in order. */
  seen: URL[];
  /** Rewrites applied to JSON answers whose path contains the key. */
  rewrites: Map<string, Rewrite>;
  close(): Promise<void>;
}

export async function startRecordingRelay(target: string): Promise<RecordingRelay> {
  const seen: URL[] = [];
  const rewrites = new Map<string, Rewrite>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', target);
    seen.push(url);
    fetch(url, { method: req.method, headers: { accept: req.headers.accept ?? '*/*' } })
      .then(async (answer) => {
        let body = Buffer.from(await answer.arrayBuffer());
        const rewrite = [...rewrites].find(([key]) => url.pathname.includes(key))?.[1];
        if (rewrite) body = Buffer.from(JSON.stringify(rewrite(url, JSON.parse(body.toString('utf8')) as unknown)));
        res.writeHead(answer.status, {
          'content-type': answer.headers.get('content-type') ?? 'application/octet-stream',
        });
        res.end(body);
      })
      .catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    rewrites,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
