import { describe, expect, it } from 'vitest';
import { decodeEntities, parseBody, safeHref, textOf } from './parseBody';

describe('parseBody', () => {
  it('reads paragraphs, headings, links and emphasis', () => {
    const nodes = parseBody('<p>Hello <a href="/tech/x/">there</a> <strong>you</strong></p><h2 id="one">Why?</h2>');
    expect(nodes).toEqual([
      {
        type: 'element',
        tag: 'p',
        attrs: {},
        children: [
          { type: 'text', text: 'Hello ' },
          { type: 'element', tag: 'a', attrs: { href: '/tech/x/' }, children: [{ type: 'text', text: 'there' }] },
          { type: 'text', text: ' ' },
          { type: 'element', tag: 'strong', attrs: {}, children: [{ type: 'text', text: 'you' }] },
        ],
      },
      { type: 'element', tag: 'h2', attrs: { id: 'one' }, children: [{ type: 'text', text: 'Why?' }] },
    ]);
  });

  it('reads shortcodes with their JSON data', () => {
    const nodes = parseBody(
      `<p>a</p><shortcode type="commerce" data='{"id":"1","label":"Buy &amp; save"}'></shortcode>`,
    );
    expect(nodes[1]).toEqual({ type: 'shortcode', name: 'commerce', data: '{"id":"1","label":"Buy & save"}' });
  });

  it('drops scripts, styles, event handlers and dangerous links', () => {
    const nodes = parseBody(
      '<p onclick="x()">a<script>alert(1)</script><style>p{}</style><a href="javascript:alert(1)">b</a><iframe src="x">c</iframe></p>',
    );
    expect(nodes).toEqual([
      {
        type: 'element',
        tag: 'p',
        attrs: {},
        children: [
          { type: 'text', text: 'a' },
          { type: 'element', tag: 'a', attrs: {}, children: [{ type: 'text', text: 'b' }] },
        ],
      },
    ]);
  });

  it('keeps the text of unknown tags and survives broken markup', () => {
    expect(textOf(parseBody('<p>one <span class="x">two</span> <div>three</p></div> < four'))).toBe(
      'one two three < four',
    );
    expect(parseBody('')).toEqual([]);
    expect(() => parseBody('<p><p><<<>>>&#xZZ;&#99999999;</a></p>')).not.toThrow();
  });

  it('decodes entities once', () => {
    expect(decodeEntities('&amp;lt; &lt; &#39; &#x41; &nbsp;')).toBe("&lt; < ' A \u00a0");
  });

  it.each([
    ['https://example.com/', 'https://example.com/'],
    ['/tech/', '/tech/'],
    ['#toc', '#toc'],
    ['javascript:alert(1)', undefined],
    ['//evil.example/', undefined],
    ['data:text/html,x', undefined],
  ])('safeHref(%s) → %s', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });
});
