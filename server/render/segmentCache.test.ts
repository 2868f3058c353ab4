import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { createSegmentCache } from './segmentCache';

const list = (items: string[]) => () =>
  createElement(
    'ul',
    null,
    items.map((item) => createElement('li', { key: item }, item)),
  );

describe('segment cache', () => {
  it('renders static markup once per content object and variant', () => {
    const cache = createSegmentCache({ maxBytes: 1_000_000 });
    const nav = { items: ['Tech', 'Money'] };
    let renders = 0;
    const render = () => {
      renders++;
      return list(nav.items)();
    };
    expect(cache.html(nav, 'header', render)).toBe('<ul><li>Tech</li><li>Money</li></ul>');
    expect(cache.html(nav, 'header', render)).toBe('<ul><li>Tech</li><li>Money</li></ul>');
    expect(renders).toBe(1);
    expect(cache.hits).toBe(1);
    expect(cache.misses).toBe(1);
  });

  it('never serves one variant or one content version for another', () => {
    const cache = createSegmentCache({ maxBytes: 1_000_000 });
    const v1 = { title: 'Old headline' };
    const v2 = { title: 'New headline' };
    const heading = (o: { title: string }, label: string) => () => createElement('h1', null, `${o.title} (${label})`);
    expect(cache.html(v1, '2 days ago', heading(v1, '2 days ago'))).toBe('<h1>Old headline (2 days ago)</h1>');
    // Same object, another variant (e.g. the relative date moved on).
    expect(cache.html(v1, '3 days ago', heading(v1, '3 days ago'))).toBe('<h1>Old headline (3 days ago)</h1>');
    // A refreshed content object (an edit) is a new owner: rendered anew.
    expect(cache.html(v2, '2 days ago', heading(v2, '2 days ago'))).toBe('<h1>New headline (2 days ago)</h1>');
    expect(cache.misses).toBe(3);
  });

  it('escapes text and attributes as React does', () => {
    const cache = createSegmentCache({ maxBytes: 1_000_000 });
    const owner = {};
    const html = cache.html(owner, 'x', () =>
      createElement('a', { href: '/a?b=1&c="2"' }, '<script>alert(1)</script>'),
    );
    expect(html).toBe('<a href="/a?b=1&amp;c=&quot;2&quot;">&lt;script&gt;alert(1)&lt;/script&gt;</a>');
  });

  it('stays within its byte bound', () => {
    const cache = createSegmentCache({ maxBytes: 64 * 1024 });
    for (let i = 0; i < 500; i++) cache.html({}, `v${i}`, list([`item ${i} `.repeat(20)]));
    expect(cache.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(cache.entries).toBeLessThan(500);
  });

  it('renders but does not keep a segment too large for its share of the bound', () => {
    const cache = createSegmentCache({ maxBytes: 16 * 1024 });
    const owner = {};
    const big = list(['x'.repeat(2000)]);
    cache.html(owner, 'big', big);
    cache.html(owner, 'big', big);
    expect(cache.misses).toBe(2);
    expect(cache.entries).toBe(0);
  });
});
