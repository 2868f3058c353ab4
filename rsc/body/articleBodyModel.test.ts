import { describe, expect, it } from 'vitest';
import { articleSchema } from '../../shared/models/article';
import { articleBodyModel } from './articleBodyModel';

const article = articleSchema.parse({
  id: 'a1',
  slug: 'x',
  headline: 'Best phones',
  type: 'Best List',
  section: 'tech',
  canonicalUrl: '/tech/best-phones/',
  topics: [{ slug: 'sleep', name: 'Sleep' }],
  body: '<h2>One</h2><p><a href="https://www.amazon.com/dp/B1">buy</a> <a href="https://www.cnet.com/x/">ours</a> <a href="/y/">in</a></p><h2>Two</h2><shortcode type="faq" data=\'{"items":[]}\'></shortcode>',
});

describe('article body model', () => {
  it('has the best-list toc ids, rewritten affiliate links and the rels', () => {
    const model = articleBodyModel(article, { origin: 'https://site.test', device: 'desktop' });
    expect(model.toc.map((item) => item.id)).toEqual(['toc-a1-item-1', 'toc-a1-item-2']);
    const html = model.segments[0]?.type === 'html' ? model.segments[0].html : '';
    expect(html).toContain('<h2 id="toc-a1-item-1">One</h2>');
    expect(html).toContain(
      'href="/go/?to=https://www.amazon.com/dp/B1?tag=neutron-20%26ascsubtag=%257Bcid%257D%257Ca1%257Cdtp%257Ccs" rel="noopener nofollow"',
    );
    expect(html).toContain('href="https://www.cnet.com/x/" rel="follow"');
    expect(html).toContain('<a href="/y/">in</a>');
    expect(model.segments[1]).toEqual({ type: 'shortcode', name: 'faq', data: '{"items":[]}' });
  });

  it('is computed once per article and device', () => {
    const site = { origin: 'https://site.test', device: 'mobile' as const };
    expect(articleBodyModel(article, site)).toBe(articleBodyModel(article, { ...site }));
    const mobile = articleBodyModel(article, site);
    const desktop = articleBodyModel(article, { ...site, device: 'desktop' });
    expect(mobile).not.toBe(desktop);
    expect(mobile.segments[0]?.type === 'html' && mobile.segments[0].html).toContain('%257Cmwb%257C');
  });
});
