import { describe, expect, it } from 'vitest';
import { bodySegments, escapeHtml } from './bodyHtml';
import { parseBody } from './parseBody';

const options = { isInternalHref: (href: string) => href.startsWith('/') };

describe('bodySegments', () => {
  it('serialises runs of markup and splits at shortcodes', () => {
    const nodes = parseBody(
      `<p>One <a href="/x/">in</a> <a href="https://shop.example/">out</a></p><shortcode type="faq" data='{}'></shortcode><h2>Two</h2><p>a<br>b</p>`,
    );
    expect(bodySegments(nodes, options)).toEqual([
      {
        type: 'html',
        html: '<p>One <a href="/x/">in</a> <a href="https://shop.example/" rel="noopener nofollow">out</a></p>',
      },
      { type: 'shortcode', name: 'faq', data: '{}' },
      { type: 'html', html: '<h2>Two</h2><p>a<br>b</p>' },
    ]);
  });

  it('escapes text and attribute values so nothing can break out', () => {
    const nodes = parseBody('<p>&lt;script&gt;alert(1)&lt;/script&gt; <a href="/a/?q=&quot;x&quot;">q</a></p>');
    const [segment] = bodySegments(nodes, options);
    expect(segment).toEqual({
      type: 'html',
      html: '<p>&lt;script&gt;alert(1)&lt;/script&gt; <a href="/a/?q=&quot;x&quot;">q</a></p>',
    });
  });

  it('has nothing for an empty body', () => {
    expect(bodySegments(parseBody('  '), options)).toEqual([]);
  });

  it('escapes the four HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">&</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
  });
});
