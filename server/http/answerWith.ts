import type { ServerResponse } from 'node:http';

/**
 * A page rendered by the page handler answers 200; a page shown for a failure (a form POST
 * shown again, a sign-in that could not finish) answers `status` instead, and is never stored.
 */
export function answerWith(res: ServerResponse, status: number): void {
  const writeHead = res.writeHead.bind(res) as (code: number, headers?: Record<string, unknown>) => ServerResponse;
  res.writeHead = ((code: number, headers?: Record<string, unknown>) => {
    if (code !== 200) return writeHead(code, headers);
    return writeHead(status, { ...headers, 'cache-control': 'no-store' });
  }) as typeof res.writeHead;
}
