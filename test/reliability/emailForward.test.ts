/**
 * The email-forward form sends no text of the sender's choosing (issue 42 point 10; decision
 * 106): what reaches the mail service is the recipient, the sender's name and a page path of
 * this site, nothing else. A posted message is not read; a "name" that carries a link, a number
 * or a sentence, and a "link" that is not a page path, are refused with 400 and nothing is sent.
 * A stand-in mail service on loopback records every body it receives.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNeutron } from '../support/neutron';
import type { Neutron } from '../support/neutron';

const SITE = 'https://www.example.test';

let mail: Server;
let received: unknown[];
let neutron: Neutron;

beforeAll(async () => {
  received = [];
  mail = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'POST' && req.url?.startsWith('/api/neutron/email/')) {
        received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ data: { receipt: { id: `fwd-${received.length}` } } }));
      } else res.writeHead(404, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => mail.listen(0, '127.0.0.1', resolve));
  neutron = await startNeutron({
    CONTENT_API_URL: `http://127.0.0.1:${(mail.address() as AddressInfo).port}`,
    SITE_ORIGIN: SITE,
  });
});

afterAll(async () => {
  await neutron?.stop();
  await new Promise((resolve) => mail?.close(resolve));
});

function forward(fields: Record<string, string>) {
  return fetch(`${neutron.url}/email/forward/`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('email forward', () => {
  it('sends the recipient, the sender’s name and the page path only: no message', async () => {
    const res = await forward({
      to: 'friend@example.org',
      from: 'Ada Lovelace',
      url: '/tech/some-story/?utm_source=mail',
      message: 'Your account is locked: call 555 0100',
    });
    expect(res.status).toBe(303);
    expect(received).toEqual([{ to: 'friend@example.org', from: 'Ada Lovelace', url: '/tech/some-story/' }]);
  });

  it.each([
    ['a name with a link', { from: 'Prizes at cheap.example', url: '/tech/some-story/' }],
    ['a name with a number to call', { from: 'Call 555 0100', url: '/tech/some-story/' }],
    ['a name that is a sentence', { from: 'Ada says: your account is locked, reply now!', url: '/tech/some-story/' }],
    ['a link that is a sentence', { from: 'Ada', url: '/Your account is locked, call us/' }],
    ['a link to another site', { from: 'Ada', url: 'https://evil.example/' }],
  ])('refuses %s with 400 and sends nothing', async (_case, fields) => {
    const before = received.length;
    const res = await forward({ to: 'friend@example.org', ...fields });
    await res.text();
    expect(res.status).toBe(400);
    expect(received).toHaveLength(before);
  });
});
