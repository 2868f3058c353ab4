/**
 * The utility pages (spec 000 §2) and their forms, against the built server and the local
 * upstream: every page answers 200 with its content, head and WebPage JSON-LD; a valid post
 * answers 303 to `?status=` whose page shows the success; an invalid one 400 with the message
 * and the input kept; a post from elsewhere 403; and no body, however broken, gives a 500.
 */
import { describe, expect, it } from 'vitest';
import { FORMS } from '../../shared/forms/fields';
import { FORM_MESSAGES } from '../../shared/forms/messages';
import { get } from '../support/neutron';
import { useStack } from '../support/stack';

// A generous key-set deadline: the suite runs many servers at once, and the local identity
// provider makes its keys on the first request.
const stack = useStack({ IDENTITY_JWKS_TIMEOUT_MS: '10000' });

const PAGES: ReadonlyArray<readonly [path: string, marker: string]> = [
  ['/about/', '<h1>About CNET</h1>'],
  ['/shopping/', 'Today’s best deals'],
  ['/shopping/primeday/', 'Prime Day deals'],
  ['/shopping/welcome-priceblink/', 'Welcome to Priceblink'],
  ['/awards/', 'Recent award-winning reviews'],
  ['/auto-buying-program/', 'Latest car reviews and news'],
  ['/cnet-voices/', 'class="voices"'],
  ['/do-not-sell-or-share-my-personal-information/', 'Submit an opt-out request'],
  ['/email/forward/', 'Email this link'],
  ['/home/internet/interstitial/', 'Back to internet plans'],
  ['/home/internet/plans/', 'Find internet providers near you'],
  ['/newsletters/', 'Subscribe to a newsletter'],
  ['/newsletter-generator/newsletter/daily-brief/', 'Daily Brief newsletter'],
  ['/home/energy-and-utilities/solar-estimator/', 'Estimate your solar savings'],
  ['/84-days/', 'Paid content'],
  ['/user/settings/', 'Sign in to see your settings'],
];

/** A post as a browser sends it from the page itself. */
function post(
  path: string,
  fields: Record<string, string> | string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${stack.neutron.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: stack.neutron.url, ...headers },
    body: typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(),
  });
}

function jsonLd(html: string): Record<string, unknown> {
  const block = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  expect(block).toBeTruthy();
  return JSON.parse(block!) as Record<string, unknown>;
}

describe('utility pages', () => {
  it.each(PAGES)('GET %s answers 200 with its content, head and JSON-LD', async (path, marker) => {
    const res = await get(stack.neutron.url, path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(marker);
    expect(html).toMatch(/<title>[^<]+ - CNET<\/title>/);
    expect(html).toContain(`<link rel="canonical" href="`);
    const ld = jsonLd(html);
    expect(ld['@type']).toBe('WebPage');
    expect(ld.name).toBeTruthy();
    expect(String(ld.url)).toMatch(new RegExp(`${path.replace(/[/.]/g, '\\$&')}$`));
    for (const img of html.match(/<img [^>]*>/g) ?? []) expect(img).toMatch(/ width="\d+"[^>]* height="\d+"/);
  });

  it('lists deals and voices contributors with sized photos', async () => {
    const shopping = await (await get(stack.neutron.url, '/shopping/')).text();
    expect(shopping.match(/<li class="card/g)?.length ?? 0).toBeGreaterThan(0);
    const voices = await (await get(stack.neutron.url, '/cnet-voices/')).text();
    expect(voices).toMatch(/<li class="voice">/);
    expect(voices).toMatch(/<a href="\/profiles\/[^"]+\/">/);
  });

  it('answers 404 for a newsletter that does not exist', async () => {
    expect((await get(stack.neutron.url, '/newsletter-generator/newsletter/no-such-letter/')).status).toBe(404);
  });
});

describe('utility forms (Post/Redirect/Get, no JavaScript)', () => {
  it.each([
    ['/newsletters/', { email: 'reader@example.com', newsletter: 'deals' }, 'newsletter', ''],
    ['/newsletter-generator/newsletter/money/', { email: 'reader@example.com' }, 'newsletter-generator', ''],
    [
      '/do-not-sell-or-share-my-personal-information/',
      { email: 'reader@example.com', request: 'sell-and-share' },
      'do-not-sell',
      '',
    ],
    ['/email/forward/', { to: 'friend@example.org', from: 'Ada', url: '/tech/', message: 'Look' }, 'email-forward', ''],
    ['/home/internet/plans/', { zip: '94105' }, 'internet-plans', '&zip=94105'],
    [
      '/home/energy-and-utilities/solar-estimator/',
      { zip: '85001', bill: '150' },
      'solar-estimate',
      '&zip=85001&bill=150',
    ],
  ] as const)('POST %s valid → 303 to ?status=, whose page shows the success', async (path, fields, form, extra) => {
    const res = await post(path, fields);
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location).toBe(`${path}?status=${FORMS[form].successStatus}${extra}`);
    const page = await get(stack.neutron.url, location);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<p class="form-success" role="status">${FORMS[form].successMessage}</p>`);
    if (form === 'internet-plans') {
      expect(html).toContain('US average: 133 Mbps down, 46 Mbps up.');
      expect(html).toContain('Internet providers in San Francisco, CA 94105');
      expect(html).toMatch(/<td>\d+ Mbps <span class="speed-note">/);
    }
    if (form === 'solar-estimate') expect(html).toMatch(/System size<\/dt><dd>[\d.]+ kW/);
    // An accepted opt-out turns on health privacy mode (decision 071); no other form sets it.
    expect(res.headers.get('set-cookie')?.startsWith('privacy_opt_out=1; Path=/') ?? false).toBe(
      form === 'do-not-sell',
    );
  });

  it.each([
    [
      '/newsletters/',
      { email: 'not-an-email', newsletter: 'deals' },
      'email',
      FORM_MESSAGES.invalidEmail,
      'not-an-email',
    ],
    [
      '/home/energy-and-utilities/solar-estimator/',
      { zip: '85001', bill: '0' },
      'bill',
      FORM_MESSAGES.invalidBill,
      '85001',
    ],
    ['/home/internet/plans/', { zip: '<script>' }, 'zip', FORM_MESSAGES.invalidZip, '&lt;script&gt;'],
    [
      '/email/forward/',
      { to: 'friend@example.org', from: 'Ada', url: 'https://elsewhere.example/' },
      'url',
      FORM_MESSAGES.invalidUrl,
      'friend@example.org',
    ],
  ] as const)(
    'POST %s invalid → 400 with the message and the input kept',
    async (path, fields, _field, message, kept) => {
      const res = await post(path, fields);
      expect(res.status).toBe(400);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const html = await res.text();
      expect(html).toContain(message);
      expect(html).toContain(`value="${kept}"`);
      expect(html).toContain('aria-invalid="true"');
      expect(html).not.toContain('<script>');
    },
  );

  it.each([
    ['no Origin or Referer', { origin: '' }],
    ['another Origin', { origin: 'https://evil.example' }],
    ['Origin null', { origin: 'null' }],
    ['another Referer', { origin: '', referer: 'https://evil.example/form' }],
  ])('POST with %s → 403', async (_case, headers) => {
    const clean = Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== ''));
    const res = await fetch(`${stack.neutron.url}/newsletters/`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...clean },
      body: 'email=reader%40example.com&newsletter=deals',
    });
    expect(res.status).toBe(403);
  });

  it('accepts a same-origin Referer when there is no Origin', async () => {
    const res = await fetch(`${stack.neutron.url}/newsletters/`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: `${stack.neutron.url}/newsletters/` },
      body: 'email=reader%40example.com&newsletter=deals',
    });
    expect(res.status).toBe(303);
  });

  it('keeps the input and says so when the upstream fails (503, never 500)', async () => {
    await stack.upstream.control({ faults: [{ match: '/newsletter/', mode: 'error500' }] });
    try {
      const res = await post('/newsletters/', { email: 'reader@example.com', newsletter: 'deals' });
      expect(res.status).toBe(503);
      const html = await res.text();
      expect(html).toContain(FORM_MESSAGES.unavailable);
      expect(html).toContain('value="reader@example.com"');
    } finally {
      await stack.upstream.reset();
    }
  });

  it('never answers a garbage body with a 500', async () => {
    const bodies: Array<[string, Record<string, string>]> = [
      ['%E0%A4%A', {}],
      ['email=%FF%FE&newsletter=%00', {}],
      ['{"email":"reader@example.com"}', { 'content-type': 'application/json' }],
      ['x'.repeat(64 * 1024), {}],
      ['', {}],
      ['email=a&email=b&'.repeat(500), {}],
      ['\u0000\u0001\u0002', { 'content-type': 'text/plain' }],
    ];
    for (const [body, headers] of bodies) {
      for (const path of ['/newsletters/', '/home/internet/plans/', '/email/forward/']) {
        const res = await post(path, body, headers);
        expect(res.status, `${path} ${body.slice(0, 20)}`).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        await res.arrayBuffer();
      }
    }
  });

  it('still answers 405 to other methods on utility pages', async () => {
    const res = await fetch(`${stack.neutron.url}/newsletters/`, {
      method: 'PUT',
      headers: { origin: stack.neutron.url },
    });
    expect(res.status).toBe(405);
  });
});
