/**
 * One large request body, sent the way a hostile client sends it (issue 42): either declared up
 * front (`Content-Length`) or chunked with no length, streamed from a fixed 64 KiB chunk as fast
 * as the server takes it, and stopped the moment an answer arrives. The connection is keep-alive,
 * as browsers, curl and fetch open it, or with `close` says `Connection: close` (Node's own
 * client without an agent), which a server that closes at once answers with a reset instead of
 * its status. Meanwhile the server's
 * resident memory is sampled from /proc (Linux), so the figure includes any spike the body caused.
 * Used by `npm run bench -- --reliability` and test/reliability/bodies.test.ts.
 */
import { Agent, request } from 'node:http';
import { readFileSync } from 'node:fs';

const CHUNK = Buffer.alloc(64 * 1024, 'x');
const SAMPLE_MS = 5;

/** VmRSS of `pid` in bytes. */
export function residentBytes(pid) {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}

/**
 * Sends `bytes` of body to `url` and resolves with the answer: status (0 when the connection
 * ended without one), its body text, how much of the body went out, milliseconds until the
 * status line, and the server's RSS before and at its highest meanwhile (when `pid` is given).
 */
export function sendBigBody({ url, method = 'POST', headers = {}, bytes, declared, close = false, pid }) {
  const rssBefore = pid === undefined ? 0 : residentBytes(pid);
  let rssPeak = rssBefore;
  const sampler =
    pid === undefined ? undefined : setInterval(() => (rssPeak = Math.max(rssPeak, residentBytes(pid))), SAMPLE_MS);
  const started = performance.now();
  const agent = close ? false : new Agent({ keepAlive: true, maxSockets: 1 });
  return new Promise((resolve) => {
    let sent = 0;
    let answered = false;
    let settled = false;
    const finish = (status, text, answerMs) => {
      if (settled) return;
      settled = true;
      if (sampler) clearInterval(sampler);
      if (pid !== undefined) rssPeak = Math.max(rssPeak, residentBytes(pid));
      req.destroy();
      if (agent) agent.destroy();
      resolve({ status, body: text, sentBytes: sent, answerMs, rssBefore, rssPeak });
    };
    const req = request(url, {
      method,
      agent,
      headers: { ...headers, ...(declared ? { 'content-length': String(bytes) } : { 'transfer-encoding': 'chunked' }) },
    });
    req.on('response', (res) => {
      answered = true;
      const answerMs = performance.now() - started;
      const parts = [];
      res.on('data', (part) => parts.push(part));
      res.on('end', () => finish(res.statusCode ?? 0, Buffer.concat(parts).toString('utf8'), answerMs));
      res.on('error', () => finish(res.statusCode ?? 0, Buffer.concat(parts).toString('utf8'), answerMs));
    });
    req.on('error', () => finish(0, '', performance.now() - started));
    const pump = () => {
      while (!answered && !req.destroyed && sent < bytes) {
        const part = bytes - sent >= CHUNK.length ? CHUNK : CHUNK.subarray(0, bytes - sent);
        sent += part.length;
        if (!req.write(part)) return void req.once('drain', pump);
      }
      if (!answered && !req.destroyed && sent >= bytes) req.end();
    };
    pump();
  });
}
