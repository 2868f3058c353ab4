import { describe, expect, it } from 'vitest';
import { articleSchema } from '../../shared/models/article';
import { initialRequestState } from '../../shared/requestState';
import { pageData } from './pageData';
import { articleSiteState, siteState } from './siteState';

const image = { id: '1', filename: 'a.jpg', dateCreated: { date: '2025-05-01T09:00:00.000Z' } };
const article = (fields: Record<string, unknown>) =>
  articleSchema.parse({
    id: 'c0ffee00-0000-4000-8000-000000000001',
    slug: 'story',
    headline: 'A story',
    section: 'personal-finance',
    body: '<p>One.</p><h2>Rates today</h2><p>Two.</p><h2>How we chose</h2><p>Three.</p>',
    ...fields,
  });
const request = (url: string) => ({ url, seamless: undefined });

describe('site state in the page data (000 §3)', () => {
  it('an Explainer on a CD rates page: centred, the static rate widget', () => {
    const story = article({ type: 'Explainer' });
    const data = pageData(
      initialRequestState(),
      'money-article-subtopic-alt___en',
      'money-article',
      siteState(
        { brand: 'cnet', edition: 'us' },
        articleSiteState(story, request('/personal-finance/banking/cds/?zip=78701')),
      ),
    );
    expect(data.site).toEqual({
      brand: 'cnet',
      edition: 'us',
      hasStaticMyFiWidget: true,
      isCenterJustified: true,
    });
    // What the page data block carries is JSON.
    expect(JSON.parse(JSON.stringify(data)).site).toEqual(data.site);
  });

  it.each([
    ['a News story with a lead image', { type: 'News', image }, true],
    ['a News story without one', { type: 'News' }, false],
    ['a precap with a lead image', { type: 'Deals - Precap', image }, false],
    ['a Commentary without an image', { type: 'Commentary' }, true],
  ])('isCenterJustified: %s → %s', (_, fields, expected) => {
    const story = article(fields);
    expect(articleSiteState(story, request('/news/story/')).isCenterJustified).toBe(expected);
  });

  it('no rate widget outside the rate pages, nor in a seamless next article', () => {
    const story = article({});
    expect(articleSiteState(story, request('/personal-finance/story/')).hasStaticMyFiWidget).toBe(false);
    const seamless = { url: '/personal-finance/banking/cds/', seamless: { position: 1 } } as never;
    expect(articleSiteState(story, seamless).hasStaticMyFiWidget).toBe(false);
  });

  it('pages other than articles have the defaults', () => {
    expect(siteState({ brand: 'roadshow', edition: 'us' })).toEqual({
      brand: 'roadshow',
      edition: 'us',
      hasStaticMyFiWidget: false,
      isCenterJustified: false,
    });
  });
});
