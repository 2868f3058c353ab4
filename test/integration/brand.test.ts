/**
 * Issue 39 point 10: a reader sees the brand (CNET, or Roadshow on its pages), never the code
 * name "Neutron" — not in photo credits, the footer, the sign-in pages or any page type's text —
 * and the account settings page shows what a reader understands, not internal ids and counters.
 */
import { describe, expect, it } from 'vitest';
import { createReaders } from '../../upstream/identity/readers';
import { testPassword } from '../../upstream/identity/accounts';
import { DEFAULT_SEED } from '../../upstream/world/world';
import { formAction, HttpBrowser } from '../support/httpBrowser';
import { get } from '../support/neutron';
import { resolvePagePaths } from '../support/pageTypes';
import { useStack } from '../support/stack';

const stack = useStack();

/**
 * Page types allowed to say "Neutron": the static error route's message is spec 000's own words
 * ('Neutron static error page.'), on a test route no link leads to.
 */
const SPEC_WORDING = new Set(['static error page']);

/** What a reader can read on a page: its title, text outside scripts and styles, and alt text. */
function readerText(html: string): string {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const body = html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ').replace(/<head>[\s\S]*?<\/head>/, ' ');
  const alts = [...body.matchAll(/\salt="([^"]*)"/g)].map((match) => match[1]);
  return [title, body.replace(/<[^>]+>/g, ' '), ...alts].join(' ');
}

function mentions(text: string, word: string): string[] {
  return [...text.matchAll(new RegExp(`.{0,40}${word}.{0,40}`, 'g'))].map((match) => match[0].replace(/\s+/g, ' '));
}

describe('the brand a reader sees', () => {
  it('no page type shows "Neutron"', async () => {
    const pages = await resolvePagePaths(stack.neutron.url);
    const found: string[] = [];
    for (const page of pages) {
      if (SPEC_WORDING.has(page.name)) continue;
      const html = await (await get(stack.neutron.url, page.resolved)).text();
      for (const hit of mentions(readerText(html), 'Neutron')) found.push(`${page.name} ${page.resolved}: …${hit}…`);
    }
    expect(found).toEqual([]);
  });

  it('the footer and photo credits name the brand', async () => {
    const front = await (await get(stack.neutron.url, '/')).text();
    expect(front).toMatch(/© \d{4} CNET\. All rights reserved\./);
    const roadshow = await (await get(stack.neutron.url, '/roadshow/')).text();
    expect(roadshow).toMatch(/© \d{4} Roadshow\. All rights reserved\./);
    const pages = await resolvePagePaths(stack.neutron.url);
    const gallery = pages.find((page) => page.name === 'gallery')!;
    const credits = [
      ...(await (await get(stack.neutron.url, gallery.resolved)).text()).matchAll(/class="credit">([^<]*)</g),
    ].map((match) => match[1]);
    expect(credits.length).toBeGreaterThan(0);
    expect(credits.some((credit) => credit!.startsWith('CNET'))).toBe(true);
  });

  it("the front and roadshow doors' titles carry the brand", async () => {
    const title = async (path: string) =>
      /<title>([^<]*)<\/title>/.exec(await (await get(stack.neutron.url, path)).text())?.[1];
    expect(await title('/')).toMatch(/^CNET: /);
    expect(await title('/roadshow/')).toMatch(/^Roadshow: /);
  });

  it('the sign-in page names the brand, not "Neutron"', async () => {
    const browser = new HttpBrowser();
    const login = await browser.go(`${stack.neutron.url}/signin/?returnTo=%2F`);
    expect(login.url.startsWith(`${stack.upstream.url}/oidc/interaction/`)).toBe(true);
    expect(mentions(readerText(login.html), 'Neutron')).toEqual([]);
    expect(readerText(login.html)).toContain('CNET account');
  });

  it('the settings page shows the email and name, not the account id or a sign-in count', async () => {
    const reader = createReaders(DEFAULT_SEED)[3]!;
    const browser = new HttpBrowser();
    const login = await browser.go(`${stack.neutron.url}/signin/?returnTo=${encodeURIComponent('/user/settings/')}`);
    const settings = await browser.go(formAction(login, '/login'), {
      form: { email: reader.email, password: testPassword(reader.username) },
    });
    expect(settings.url).toBe(`${stack.neutron.url}/user/settings/`);
    const text = readerText(settings.html);
    expect(text).toContain(reader.email);
    expect(text).not.toMatch(/Account id|Sign-ins|local\|/);
    expect(mentions(text, 'Neutron')).toEqual([]);
  });
});
