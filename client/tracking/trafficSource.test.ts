import { describe, expect, it } from 'vitest';
import { trafficSource } from './trafficSource';

const origin = 'https://www.example.test';
const page = `${origin}/tech/mobile/pixel/`;

describe('trafficSource', () => {
  it.each<[string, Partial<Parameters<typeof trafficSource>[0]>, string]>([
    ['seamless next article', { seamless: true, referrer: 'https://www.google.com/' }, 'seamless'],
    [
      'campaign source wins',
      { url: `${page}?utm_source=Newsletter`, referrer: 'https://www.google.com/' },
      'newsletter',
    ],
    ['client navigation', { laterView: true, referrer: 'https://www.google.com/' }, 'internal'],
    ['no referrer', { referrer: '' }, 'direct'],
    ['same site referrer', { referrer: `${origin}/` }, 'internal'],
    ['search engine', { referrer: 'https://www.google.co.uk/search?q=x' }, 'search'],
    ['bing', { referrer: 'https://bing.com/' }, 'search'],
    ['social network', { referrer: 'https://m.facebook.com/' }, 'social'],
    ['short links', { referrer: 'https://t.co/abc' }, 'social'],
    ['another site', { referrer: 'https://news.example.org/story' }, 'referral'],
    ['unreadable referrer', { referrer: 'not a url' }, 'referral'],
    ['unreadable address', { url: '::', referrer: '' }, 'direct'],
  ])('%s', (_name, given, expected) => {
    expect(trafficSource({ url: page, referrer: '', origin, laterView: false, seamless: false, ...given })).toBe(
      expected,
    );
  });
});
