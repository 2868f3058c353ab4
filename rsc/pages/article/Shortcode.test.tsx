import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Shortcode } from './Shortcode';
import type { ShortcodeContext } from './shortcodes/types';

const context: ShortcodeContext = {
  listicles: [
    {
      uuid: 'u1',
      hed: 'Best one',
      productName: 'Zed Phone 2',
      productScore: 8.46,
      like: 'Fast~Light',
      dislike: 'Pricey. Loud',
      merchantOffers: [{ offerMerchant: 'Shop', offerPrice: '$99.50', url: 'https://www.amazon.com/dp/B1' }],
    },
  ],
  images: 'http://img.test',
  rewriteHref: (href) => `${href}#rewritten`,
  linkRel: (href) => (href.startsWith('/') ? undefined : 'noopener nofollow'),
};

function render(name: string, data: string) {
  const onBad = vi.fn();
  const html = renderToStaticMarkup(<Shortcode name={name} data={data} context={context} onBad={onBad} />);
  return { html, onBad };
}

describe('Shortcode', () => {
  it.each([
    ['malformed JSON', 'faq', '{"items":[{"quest'],
    ['the wrong shape', 'video', '{"slug":5}'],
    ['an unknown shortcode', 'marquee', '{}'],
    ['a listicle the article does not have', 'listicle', '{"uuid":"nope"}'],
  ])('logs and ignores %s', (_, name, data) => {
    const { html, onBad } = render(name, data);
    expect(html).toBe('');
    expect(onBad).toHaveBeenCalledOnce();
  });

  it('renders a listicle as a product card: name as heading, award tag, score, likes, dislikes and offers', () => {
    const { html } = render('listicle', '{"uuid":"u1"}');
    expect(html).toContain('<h2 class="product-card__name">Zed Phone 2</h2>');
    expect(html).toContain('<span class="product-card__award">Best one</span>');
    expect(html).toContain('<span class="product-card__score-value">8.5</span>');
    expect(html).toContain('id="listicle-u1"');
    expect(html).toContain('<li>Fast</li><li>Light</li>');
    expect(html).toContain('<li>Pricey</li><li>Loud</li>');
    expect(html).toContain('href="https://www.amazon.com/dp/B1#rewritten" rel="noopener nofollow"');
    expect(html).toContain('$100');
  });

  it('renders FAQ structured data only for questions', () => {
    const { html } = render(
      'faq',
      JSON.stringify({
        items: [
          { question: 'Why?', answer: '<p>Because <script>x</script></p>' },
          { question: 'Notes', answer: '<p>n</p>' },
        ],
      }),
    );
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!) as {
      mainEntity: Array<{ name: string }>;
    };
    expect(ld.mainEntity.map((q) => q.name)).toEqual(['Why?']);
    expect(html).not.toContain('<script>x');
  });

  it('shows video durations as minutes:seconds', () => {
    expect(render('video', '{"slug":"v","title":"V","duration":75}').html).toContain('1:15');
  });
});
