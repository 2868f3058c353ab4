/**
 * Garbage in URLs, headers, cookies and queries never produces a 500 (other than the static
 * error route) or a crash. Inputs come from a seeded generator, so a failure is reproducible.
 */
import { connect } from 'node:net';
import { expect, it } from 'vitest';
import { useStack } from '../support/stack';

const stack = useStack();

function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  'news',
  'tech',
  'topics',
  '..',
  '%2e%2e',
  '%00',
  '%ZZ',
  '%E0%A4%A',
  'a'.repeat(300),
  '😀',
  '%F0%9F%98%80',
  '_rsc',
  '_error',
  'static',
  ';',
  '"',
  "'",
  '<script>',
  '{x}',
  '\\',
  '//',
  'UPPER',
  '1',
  '0',
  '-1',
  '99999999',
];

function garbagePath(next: () => number): string {
  const parts = Array.from({ length: 1 + Math.floor(next() * 4) }, () => PIECES[Math.floor(next() * PIECES.length)]!);
  const slash = next() > 0.5 ? '/' : '';
  const name = [
    'ab',
    'setDevice',
    'featureEnable',
    'featureDisable',
    'preview',
    'jsDebug',
    'adTargeting_pos',
    PIECES[Math.floor(next() * PIECES.length)]!,
  ][Math.floor(next() * 8)]!;
  const query =
    next() > 0.3
      ? `?${name}=${encodeURIComponent(PIECES[Math.floor(next() * PIECES.length)]!)}${next() > 0.5 ? '&_rsc' : ''}`
      : '';
  return `/${parts.map((p) => encodeURI(p).replace(/%25/g, '%')).join('/')}${slash}${query}`;
}

it('garbage paths, queries, headers and cookies never give a 500', async () => {
  const next = random(42);
  for (let i = 0; i < 150; i++) {
    const path = garbagePath(next);
    const piece = () => PIECES[Math.floor(next() * PIECES.length)]!;
    const headers: Record<string, string> = {
      cookie:
        `nemo_highlander=${piece()}; nemo_exclude_${piece()}=${piece()}; neutron_session=${piece()}.${piece()}.${piece()}; device=${piece()}; jsDebug=%%%; =; ;;`.replace(
          /[^\x20-\x7e]/g,
          '?',
        ),
      'x-ab-test': `${piece()}:${piece()}:${piece()}`.replace(/[^\x20-\x7e]/g, '?'),
      'x-device-type': piece().replace(/[^\x20-\x7e]/g, '?'),
      'accept-encoding': ['br;q=abc', 'gzip;;;', '*', 'identity;q=0', ''][i % 5]!,
      rsc: ['1', '0', 'yes', ''][i % 4]!,
      'x-request-id': PIECES[i % PIECES.length]!.replace(/[^\x20-\x7e]/g, ''),
    };
    let status: number;
    try {
      const res = await fetch(`${stack.neutron.url}${path}`, { redirect: 'manual', headers });
      status = res.status;
      await res.arrayBuffer();
    } catch (error) {
      throw new Error(`${path} failed: ${String(error)}`);
    }
    if (!path.startsWith('/_error/static/')) expect(status, path).toBeLessThan(500);
  }
  expect(stack.neutron.process.exitCode).toBeNull();
});

function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    // Written, not ended: the server answers and closes (every request says Connection: close).
    const socket = connect(stack.neutron.port, '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('latin1')));
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
    socket.setTimeout(5000, () => socket.destroy(new Error('timeout')));
  });
}

it('malformed request lines and hosts get a 4xx, and the server keeps serving', async () => {
  const requests = [
    'GET /%%%/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    'GET / HTTP/1.1\r\nHost: [bad host\r\nConnection: close\r\n\r\n',
    'GET http://evil.example/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    'GET /news/x/ HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: \u00ff\u00fe\r\nConnection: close\r\n\r\n',
    'BREW /pot HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
  ];
  for (const request of requests) {
    const response = await raw(request);
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1]);
    expect(status, request).toBeGreaterThanOrEqual(200);
    expect(status, request).toBeLessThan(500);
  }
  const res = await fetch(`${stack.neutron.url}/healthz`);
  expect(res.status).toBe(200);
});

it('the browser-facing APIs (live catch-up, seamless listing, seamless marker) answer garbage with a 4xx or an empty answer', async () => {
  const next = random(7);
  const piece = () => encodeURIComponent(PIECES[Math.floor(next() * PIECES.length)]!);
  const doorHtml = await (await fetch(`${stack.neutron.url}/`)).text();
  const article = /href="(\/tech\/[a-z0-9-]+\/[a-z0-9-]+\/)"/.exec(doorHtml)?.[1] ?? '/tech/';
  for (let i = 0; i < 60; i++) {
    const requests: Array<[string, Record<string, string>]> = [
      [`/api/live/items/${piece()}/${piece()}/${piece()}`, {}],
      [`/api/live/items/cnet/${piece()}/${piece()}`, {}],
      [`/api/seamless/${piece()}?slug=${piece()}&contentId=${piece()}&collectionId=${piece()}`, {}],
      [`/api/seamless/cnet?${next() > 0.5 ? 'slug' : 'contentId'}=${piece()}&${piece()}=${piece()}`, {}],
      [
        article,
        {
          rsc: '1',
          'x-neutron-seamless': `${decodeURIComponent(piece())};${decodeURIComponent(piece())}`.replace(
            /[^\x20-\x7e]/g,
            '?',
          ),
        },
      ],
    ];
    for (const [path, headers] of requests) {
      const res = await fetch(`${stack.neutron.url}${path}`, { headers, redirect: 'manual' });
      await res.arrayBuffer();
      expect(res.status, `${path} ${JSON.stringify(headers)}`).toBeLessThan(500);
    }
  }
  expect(stack.neutron.process.exitCode).toBeNull();
});
