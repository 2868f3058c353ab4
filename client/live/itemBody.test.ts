import { describe, expect, it } from 'vitest';
import { liveItemBody, type LiveLinks } from './itemBody';

const links: LiveLinks = {
  siteHost: 'www.cnet.com',
  affiliate: {
    articleUrl: 'https://www.cnet.com/news-live/x/',
    articleName: 'X',
    guid: 'g-1',
    device: 'desktop',
    topicCode: 'tech',
  },
};

describe('liveItemBody', () => {
  it('keeps safe markup and drops scripts, handlers and unsafe links', () => {
    const parts = liveItemBody(
      '<p onclick="x()">Hello <a href="javascript:alert(1)">there</a><script>alert(1)</script></p><img src=x onerror=alert(1)>',
      links,
    );
    expect(parts).toHaveLength(1);
    const html = parts[0]!.type === 'html' ? parts[0]!.html : '';
    expect(html).toContain('<p>Hello <a>there</a></p>');
    expect(html).not.toMatch(/script|onclick|onerror|javascript/);
  });

  it('gives links to other sites the external rel', () => {
    const [part] = liveItemBody('<p><a href="https://example.org/x">out</a> <a href="/news/">in</a></p>', links);
    expect(part).toEqual({
      type: 'html',
      html: '<p><a href="https://example.org/x" rel="noopener nofollow">out</a> <a href="/news/">in</a></p>',
    });
  });

  it('turns a buy button into a link with its price and leaves other shortcodes out', () => {
    const skipped: string[] = [];
    const parts = liveItemBody(
      `<p>Deal</p><shortcode type="buybutton" data='{"url":"https://example.org/buy","label":"See at Shop","price":19}'></shortcode><shortcode type="faq" data='{}'></shortcode>`,
      links,
      (name) => skipped.push(name),
    );
    expect(parts).toEqual([
      { type: 'html', html: '<p>Deal</p>' },
      { type: 'buy', label: 'See at Shop', href: 'https://example.org/buy', rel: 'noopener nofollow', price: '$19' },
    ]);
    expect(skipped).toEqual(['faq']);
  });

  it('shows a buy button with an unsafe URL as text only, and skips one without a label', () => {
    const parts = liveItemBody(
      `<shortcode type="buybutton" data='{"url":"javascript:x","label":"Buy"}'></shortcode><shortcode type="buybutton" data='{"url":"https://a.b/"}'></shortcode><shortcode type="buybutton" data='not json'></shortcode>`,
      links,
    );
    expect(parts).toEqual([{ type: 'buy', label: 'Buy', href: undefined, rel: undefined, price: undefined }]);
  });
});
