import { describe, expect, it } from 'vitest';
import { timerPageType, timingFields } from './performanceTimer';

describe('performance timer (001 §9: video_page, article and product_main only)', () => {
  it.each([
    ['tech-article', 'article'],
    ['article-longform', 'article'],
    ['auto-article', 'article'],
    ['video', 'video_page'],
    ['video-sponsored', 'video_page'],
    ['review', 'product_main'],
    ['auto-product', 'product_main'],
    ['frontdoor', undefined],
    ['gallery', undefined],
    ['topic', undefined],
    ['error_page', undefined],
    [undefined, undefined],
  ])('%s → %s', (pageType, expected) => {
    expect(timerPageType(pageType)).toBe(expected);
  });

  it('sends the phases reached, in whole milliseconds', () => {
    expect(timingFields('article', { responseStart: 12.4, domContentLoadedEventEnd: 80.6, loadEventEnd: 0 })).toEqual({
      timerPageType: 'article',
      ttfb: 12,
      domContentLoaded: 81,
    });
  });
});
