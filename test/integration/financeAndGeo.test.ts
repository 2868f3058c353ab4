/**
 * The finance partner feed's rate tables on personal-finance pages and the internet plans
 * address lookup over the Geo calls (issue 13 point 4; decision 077), without JavaScript: plain
 * GET forms, server-rendered answers; bad values are messages, never a 500.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '../../shared/forms/geo';
import { RATE_MESSAGES } from '../../shared/finance/feed';
import { get } from '../support/neutron';
import { useStack } from '../support/stack';

const stack = useStack({ RENDER_CACHE_TTL_MS: '0' });
afterEach(() => stack.upstream.reset());

async function page(path: string): Promise<{ status: number; html: string }> {
  const res = await get(stack.neutron.url, path);
  return { status: res.status, html: await res.text() };
}
const text = (html: string) =>
  html
    .replace(/<!--.*?-->/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');
/** Offer rows of the rate table (it streams in its own Suspense boundary, after the shell). */
const rows = (html: string) =>
  (/<caption>Offers at ZIP code[\s\S]*?<\/table>/.exec(html)?.[0].match(/<tr>/g) ?? []).length - 1;

describe('finance partner feed rate tables', () => {
  it('shows the form and a prompt until a ZIP code is given', async () => {
    const { status, html } = await page('/personal-finance/banking/cds/');
    expect(status).toBe(200);
    expect(html).toMatch(/<form [^>]*class="rate-form"[^>]*>/);
    expect(/<form [^>]*class="rate-form"[^>]*>/.exec(html)![0]).toMatch(
      /action="\/personal-finance\/banking\/cds\/"[^>]*method="get"|method="get"[^>]*action="\/personal-finance\/banking\/cds\/"/,
    );
    expect(html).toContain(RATE_MESSAGES.prompt);
    expect(html).not.toContain('<table');
  });

  it.each([
    [
      'CDs',
      '/personal-finance/banking/cds/?zip=78701&amount=5000&term=24',
      'Offers at ZIP code 78701 for $5,000, 24 months',
    ],
    [
      'checking',
      '/personal-finance/banking/checking/best-checking-accounts/?zip=02139&amount=1000',
      'Offers at ZIP code 02139 for $1,000',
    ],
    ['savings', '/personal-finance/banking/savings-accounts/?zip=98101', 'Offers at ZIP code 98101 for $10,000'],
  ])('renders the %s table on the server (the feed accepts only the spec parameters)', async (_name, path, caption) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(html).toContain(`<caption>${caption}</caption>`);
    expect(rows(html)).toBeGreaterThan(2);
  });

  it.each([
    ['a bad ZIP code', '?zip=12ab', RATE_MESSAGES.zip],
    ['a negative amount', '?zip=78701&amount=-50', RATE_MESSAGES.amount],
    ['an absurd amount', '?zip=78701&amount=1e99', RATE_MESSAGES.amount],
    ['a term not offered', '?zip=78701&term=7', RATE_MESSAGES.term],
  ])('answers %s with a message and the form, not a 500', async (_name, query, message) => {
    const { status, html } = await page(`/personal-finance/banking/cds/${query}`);
    expect(status).toBe(200);
    expect(text(html)).toContain(message);
    expect(html).not.toContain('<table');
  });

  it('says rates are unavailable when the feed fails, and the article still renders', async () => {
    await stack.upstream.control({ faults: [{ match: '/finance-feed/', mode: 'error500' }] });
    const { status, html } = await page('/personal-finance/banking/savings-accounts/?zip=98101&utm_content=down');
    expect(status).toBe(200);
    expect(html).toContain(RATE_MESSAGES.failed);
    expect(html).toContain('<h1>');
  });

  it('adds nothing to other articles', async () => {
    const { html } = await page('/personal-finance/banking/banking-guide/');
    expect(html).not.toContain('rate-table');
  });
});

describe('internet plans address lookup (Geo calls)', () => {
  it('predicts the ZIP code of a city and shows its providers', async () => {
    const { status, html } = await page(`/home/internet/plans/?address=${encodeURIComponent('Austin, TX')}`);
    expect(status).toBe(200);
    expect(html).toContain('Showing providers for Austin, TX');
    expect(html).toContain('providers-table');
  });

  it('validates a street address and shows the providers at its ZIP code', async () => {
    const { html } = await page(`/home/internet/plans/?address=${encodeURIComponent('12 Main St, Seattle, WA')}`);
    expect(html).toMatch(/Showing providers for 12 Main St, Seattle, WA 981\d\d/);
    expect(html).toContain('providers-table');
  });

  it.each([
    ['a line that is no address', 'hello', ADDRESS_MESSAGES.format],
    ['an unknown city', 'Atlantis, ZZ', ADDRESS_MESSAGES.notFound],
    ['an address the service cannot validate', '12 Main St, Nowhere, ZZ', ADDRESS_MESSAGES.notFound],
    ['markup', '<script>alert(1)</script>', ADDRESS_MESSAGES.format],
  ])('answers %s with a message, not a 500', async (_name, address, message) => {
    const { status, html } = await page(`/home/internet/plans/?address=${encodeURIComponent(address)}`);
    expect(status).toBe(200);
    expect(text(html)).toContain(message);
    expect(html).not.toContain('providers-table');
  });

  it('serves address suggestions on its own origin, and 400 for a bad query', async () => {
    const res = await get(stack.neutron.url, `/api/geo/autocomplete?q=${encodeURIComponent('12 Main')}`);
    expect(res.status).toBe(200);
    const { suggestions } = (await res.json()) as { suggestions: Array<{ text: string; zipcode: string }> };
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions[0]!.text).toMatch(/^12 Main St, /);
    for (const q of ['', 'ab', 'x'.repeat(300)])
      expect((await get(stack.neutron.url, `/api/geo/autocomplete?q=${q}`)).status).toBe(400);
    expect((await get(stack.neutron.url, '/api/geo/autocomplete?q=abc&q=def')).status).toBe(400);
  });
});
