import { describe, expect, it } from 'vitest';
import { fragmentHtml, fragmentText } from './fragmentHtml';

const answer = '<p>See <a href="https://shop.example/item">the shop</a> or <a href="/guide/">our guide</a>.</p>';

describe('fragments', () => {
  it('writes a fragment with the article’s link rules, and answers the same again without parsing it anew', () => {
    const links = {
      linkRel: (href: string) => (href.startsWith('/') ? undefined : 'noopener nofollow'),
      rewriteHref: (href: string) => (href.startsWith('/') ? href : `${href}?sub=m`),
    };
    const html = fragmentHtml(answer, links);
    expect(html).toContain('<a href="https://shop.example/item?sub=m" rel="noopener nofollow">the shop</a>');
    expect(html).toContain('<a href="/guide/">our guide</a>');
    expect(fragmentHtml(answer, { ...links })).toBe(html);
  });

  it('keeps fragments apart by their link rules (another article or device rewrites links its own way)', () => {
    const linkRel = () => undefined;
    const first = fragmentHtml(answer, { linkRel, rewriteHref: (href) => `${href}#a` });
    const second = fragmentHtml(answer, { linkRel, rewriteHref: (href) => `${href}#b` });
    expect(first).toContain('item#a');
    expect(second).toContain('item#b');
  });

  it('reads a fragment’s text with its white space collapsed', () => {
    expect(fragmentText('<p>One\n  <b>two</b></p><p>three</p>')).toBe(
      fragmentText('<p>One\n  <b>two</b></p><p>three</p>'),
    );
    expect(fragmentText('<p>One\n  <b>two</b></p>')).toBe('One two');
  });
});
