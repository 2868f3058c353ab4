/**
 * 1,000 slow connections (slowloris): each sends part of a request head and then trickles. The
 * process keeps serving readers and probes meanwhile. (A head still incomplete after 20 s is cut
 * with 408 by Node's headersTimeout, decision 051; too slow a wait for this suite.)
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startNeutron } from '../support/neutron';
import type { Neutron } from '../support/neutron';
import { startTestUpstream } from '../support/upstream';
import type { TestUpstream } from '../support/upstream';

const SLOW = 1000;

let upstream: TestUpstream;
let neutron: Neutron;
beforeAll(async () => {
  upstream = await startTestUpstream();
  neutron = await startNeutron({ CONTENT_API_URL: upstream.url });
});
afterAll(async () => {
  await neutron?.stop();
  await upstream?.close();
});

function slowClient(port: number): Promise<Socket> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
      resolve(socket);
    });
    socket.on('error', () => resolve(socket));
  });
}

describe('slow clients', () => {
  it('keeps serving pages and probes with 1,000 connections trickling their headers', async () => {
    const sockets: Socket[] = [];
    try {
      for (let i = 0; i < SLOW; i += 100)
        sockets.push(...(await Promise.all(Array.from({ length: 100 }, () => slowClient(neutron.port)))));
      const trickle = setInterval(() => {
        for (const socket of sockets) if (!socket.destroyed) socket.write('a');
      }, 200);
      try {
        for (let round = 0; round < 3; round++) {
          expect((await get(neutron.url, '/healthz')).status).toBe(200);
          expect((await get(neutron.url, '/readyz')).status).toBe(200);
          const page = await get(neutron.url, '/');
          expect(page.status).toBe(200);
          expect(await page.text()).toContain('</html>');
        }
      } finally {
        clearInterval(trickle);
      }
      expect(sockets.filter((socket) => !socket.destroyed).length).toBeGreaterThan(SLOW / 2); // they were really open
      expect(neutron.process.exitCode).toBeNull();
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });
});
