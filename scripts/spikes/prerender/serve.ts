/**
 * For a browser check of the resumed documents (decision 102): answers each recorded page with
 * the document resumed into a prelude with a hole per per-reader island (candidates.tsx), under
 * the real page's CSP with the shell's nonce, and passes every other request to the real server.
 * hydrate.mjs loads both and compares.
 */
import { createServer } from 'node:http';
import type { Captured } from './candidates';
import { prerenderWithHoles, resumeWithHoles } from './candidates';
import { createSetup, HOLE_COMPONENTS } from './measure';

export async function serveResumed(
  pages: Array<{ path: string; captured: Captured | undefined }>,
  origin: string,
  port: number,
): Promise<void> {
  const setup = createSetup();
  const shells = new Map<string, { captured: Captured; shell: Awaited<ReturnType<typeof prerenderWithHoles>> }>();
  for (const { path, captured } of pages) {
    if (!captured) throw new Error(`no HTML render of ${path} was recorded`);
    shells.set(path, { captured, shell: await prerenderWithHoles(captured, setup, HOLE_COMPONENTS) });
  }
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    const page = shells.get(path);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === 'string' && name !== 'host') headers[name] = value;
    void fetch(origin + path, { headers, redirect: 'manual' })
      .then(async (upstream) => {
        const body = Buffer.from(await upstream.arrayBuffer());
        const out: Record<string, string> = {};
        upstream.headers.forEach((value, name) => {
          if (
            name !== 'content-encoding' &&
            name !== 'content-length' &&
            name !== 'transfer-encoding' &&
            name !== 'etag'
          )
            out[name] = value;
        });
        if (page === undefined || upstream.status !== 200) {
          res.writeHead(upstream.status, out).end(body);
          return;
        }
        const html = await resumeWithHoles(page.captured, setup, page.shell, HOLE_COMPONENTS);
        if (out['content-security-policy'])
          out['content-security-policy'] = out['content-security-policy'].replace(
            /'nonce-[^']*'/g,
            `'nonce-${page.shell.nonce}'`,
          );
        out['x-spike'] = 'resumed';
        res.writeHead(200, out).end(html);
      })
      .catch((error: unknown) => res.writeHead(502).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
}
