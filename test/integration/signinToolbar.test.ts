/**
 * Spec 000 §2: "A sign-in toolbar shows outside production." The stack's Neutron runs as
 * production (no toolbar); a second one with NODE_ENV=test shows it, signed out and signed in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPassword } from '../../upstream/identity/accounts';
import { createReaders } from '../../upstream/identity/readers';
import { DEFAULT_SEED } from '../../upstream/world/world';
import { HttpBrowser } from '../support/httpBrowser';
import { startNeutron } from '../support/neutron';
import { signInOverHttp } from '../support/signIn';
import { useStack } from '../support/stack';

const stack = useStack();
const reader = createReaders(DEFAULT_SEED)[8]!;
let outsideProduction: Awaited<ReturnType<typeof startNeutron>>;

beforeAll(async () => {
  outsideProduction = await startNeutron({ CONTENT_API_URL: stack.upstream.url, NODE_ENV: 'test' });
});
afterAll(async () => {
  await outsideProduction?.stop();
});

describe('sign-in toolbar', () => {
  it('is not in production pages', async () => {
    const page = await new HttpBrowser().go(`${stack.neutron.url}/news/`);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('signin-toolbar');
  });

  it('outside production offers every way in to a signed-out visitor, coming back to the page', async () => {
    const page = await new HttpBrowser().go(`${outsideProduction.url}/news/`);
    expect(page.status).toBe(200);
    const toolbar = /<aside class="signin-toolbar"[^>]*>([\s\S]*?)<\/aside>/.exec(page.html)?.[1] ?? '';
    expect(toolbar).toContain('Signed out');
    expect(toolbar).toContain('href="/signin/?returnTo=%2Fnews%2F"');
    expect(toolbar).toContain('href="/signin/?returnTo=%2Fnews%2F&amp;screen=signup"');
    expect(toolbar).toContain('href="/signin/?returnTo=%2Fnews%2F&amp;connection=facebook"');
  });

  it('outside production shows who the page was rendered for, with a sign-out form', async () => {
    const { browser } = await signInOverHttp(outsideProduction.url, {
      email: reader.email,
      password: testPassword(reader.username),
    });
    const page = await browser.go(`${outsideProduction.url}/news/`);
    const toolbar = /<aside class="signin-toolbar"[^>]*>([\s\S]*?)<\/aside>/.exec(page.html)?.[1] ?? '';
    expect(toolbar).toContain(`Signed in as ${reader.email}`);
    expect(toolbar).toContain('action="/signout/"');
  });
});
