/**
 * Consent-gated scripts in the server's HTML (issue 5 item 1; spec 001 §3 "Scripts store and
 * tags", §5): the server-render tag is written inert with its consent class, nothing third-party
 * is live in the HTML, the consent banner is not server-rendered (no flash, none without
 * JavaScript), the footer offers Privacy settings, and a page without chrome gets none of it.
 */
import { describe, expect, it } from 'vitest';
import { get } from '../support/neutron';
import { useStack } from '../support/stack';

const stack = useStack();

async function html(path: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await get(stack.neutron.url, path, headers);
  expect(response.status).toBe(200);
  return response.text();
}

describe('third-party scripts in the HTML', () => {
  it('writes the recommendation widget inert, with its consent category class and address', async () => {
    const body = await html('/');
    const inert =
      /<script type="text\/plain" class="consent-category-C0003" data-tag-id="recommendations" data-src="([^"]+)"><\/script>/.exec(
        body,
      );
    expect(inert?.[1]).toBe(`${stack.upstream.url}/thirdparty/recommendations.js`);
  });

  it('has no live third-party script and no server-rendered banner, but a Privacy settings control', async () => {
    const body = await html('/');
    expect(body).not.toMatch(/<script(?![^>]*type="text\/plain")[^>]*\/thirdparty\//);
    expect(body).not.toContain('Your privacy choices');
    expect(body).toMatch(/<button type="button" class="privacy-settings" disabled="">Privacy settings<\/button>/);
  });

  it('gives the loader island the third-party host (it builds the tag list itself), also in a client-navigation payload', async () => {
    const response = await get(stack.neutron.url, '/', { RSC: '1' });
    expect(response.headers.get('content-type')).toMatch(/^text\/x-component/);
    const payload = await response.text();
    expect(payload).toContain(`"thirdPartyUrl":"${stack.upstream.url}"`);
    // The list itself is not in the payload (shared/scripts/siteTags.ts builds it in the browser).
    expect(payload).not.toContain('"gdprCategory"');
  });

  it('a page whose layout has no chrome gets neither scripts nor Privacy settings', async () => {
    const body = await html('/icon-demo/');
    expect(body).not.toContain('/thirdparty/');
    expect(body).not.toContain('Privacy settings');
  });
});
