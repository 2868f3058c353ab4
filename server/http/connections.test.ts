import { createServer, request } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { hasDuplicateHost, withConnectionGuards } from './connections';

describe('hasDuplicateHost (decision 104)', () => {
  it.each([
    [['Host', 'a'], false],
    [['Host', 'a', 'Accept', '*/*'], false],
    [['Host', 'a', 'host', 'b'], true],
    [['HOST', 'a', 'X-Host', 'b', 'Host', 'a'], true],
    [['X-Forwarded-Host', 'a', 'Host', 'b'], false],
    [[], false],
  ])('%j → %s', (raw, duplicate) => {
    expect(hasDuplicateHost(raw)).toBe(duplicate);
  });
});

describe('withConnectionGuards', () => {
  let close: () => void = () => {};
  afterEach(() => close());

  async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void) {
    const guarded = withConnectionGuards(createServer, { writeTimeoutMs: 30_000 });
    const server = guarded.createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    close = () => server.close();
    const address = server.address();
    return { port: typeof address === 'object' && address ? address.port : 0, connections: guarded.connections };
  }

  it('hands pipelined requests to the app one at a time', async () => {
    let running = 0;
    let most = 0;
    const { port } = await serve((_req, res) => {
      running++;
      most = Math.max(most, running);
      setTimeout(() => {
        running--;
        res.end('ok');
      }, 20);
    });
    const answers = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(
          'GET / HTTP/1.1\r\nHost: a\r\n\r\n'.repeat(4) + 'GET / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n',
        ),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
    });
    expect(answers.match(/HTTP\/1\.1 200/g)).toHaveLength(5);
    expect(most).toBe(1);
  });

  it('answers keep-alive until closing, then Connection: close', async () => {
    const { port, connections } = await serve((_req, res) => res.end('ok'));
    const ask = () =>
      new Promise<string | undefined>((resolve, reject) => {
        const req = request(
          { port, host: '127.0.0.1', path: '/', agent: false, headers: { connection: 'keep-alive' } },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.headers.connection));
          },
        );
        req.on('error', reject);
        req.end();
      });
    expect(await ask()).toBe('keep-alive');
    connections.closeAfterAnswers();
    expect(await ask()).toBe('close');
  });
});
