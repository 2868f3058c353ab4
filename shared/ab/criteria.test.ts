import { describe, expect, it } from 'vitest';
import { AB_CRITERIA, isCriteriaName, matchesCriteria, type AbCriteriaName, type AbPage } from './criteria';

const page = (patch: Partial<AbPage>): AbPage => ({
  path: '/tech/phones/some-story/',
  routeName: 'tech-article',
  kind: 'article',
  pageType: 'tech-article',
  section: 'tech',
  layout: 'default',
  brand: 'cnet',
  device: 'mobile',
  ...patch,
});

const frontDoor = page({ path: '/', routeName: 'index', kind: 'door', pageType: 'frontdoor', section: undefined });

describe('test criteria', () => {
  it.each<[AbCriteriaName, AbPage, boolean]>([
    ['allPages', frontDoor, true],
    ['articlePages', page({}), true],
    ['articlePages', frontDoor, false],
    ['doorPages', frontDoor, true],
    ['doorPages', page({ path: '/tech/', kind: 'listing' }), true],
    ['doorPages', page({}), false],
    ['techArticles', page({}), true],
    ['techArticles', page({ section: 'news' }), false],
    ['newsArticles', page({ path: '/news/a/', section: 'news' }), true],
    ['sleepPages', page({ path: '/health/sleep/best-mattress/', section: 'health' }), true],
    ['sleepPages', page({ path: '/home/best-mattresses-2026/' }), true],
    ['sleepPages', page({ path: '/tech/sleepy-hollow-review/' }), false],
    ['energyPages', page({ path: '/home/energy-and-utilities/solar-panels/' }), true],
    ['internetPages', page({ path: '/home/internet/best-isp/' }), true],
    ['moneyPages', page({ path: '/personal-finance/credit-cards/x/' }), true],
    ['vpnPages', page({ path: '/tech/services-and-software/landing/best-vpn/' }), true],
    ['vpnPages', page({ path: '/tech/vpnish/' }), false],
    ['vpnPages', page({ path: '/tech/vpn/' }), true],
    ['vpnPages', page({ path: '/tech/nordvpn-review/' }), false],
    ['vpnPages', page({ path: '/tech/vpn-deals-this-week/' }), true],
    ['sleepPages', page({ path: '/home/sleep' }), true],
    ['sleepPages', page({ path: '/home/asleep-at-the-wheel/' }), false],
    ['sleepPages', page({ path: '/home/mattressy/' }), false],
    ['reviewPages', page({ path: '/reviews/pixel-12-review/' }), true],
    ['dealsPages', page({ path: '/deals/great-deal/' }), true],
    ['marketplacePages', page({ path: '/shopping/' }), true],
    ['marketplacePages', page({ layout: 'marketplace', path: '/home/kitchen/x/' }), true],
    ['paidSearchPages', page({ layout: 'paid-search' }), true],
    ['paidSearchPages', page({}), false],
    ['desktopPages', page({ device: 'desktop' }), true],
    ['desktopPages', page({}), false],
  ])('%s on %j → %s', (name, at, expected) => {
    expect(matchesCriteria(name, at)).toBe(expected);
  });

  it('runs a test without criteria on every page', () => {
    expect(matchesCriteria(null, frontDoor)).toBe(true);
  });

  it('knows only its own names (no prototype keys)', () => {
    expect(Object.keys(AB_CRITERIA).every(isCriteriaName)).toBe(true);
    expect(isCriteriaName('toString')).toBe(false);
    expect(isCriteriaName('__proto__')).toBe(false);
  });
});
