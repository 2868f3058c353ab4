/**
 * Fixed site pages (spec 000 §2 "Landing pages", "Other content pages": sitemaps, utility
 * pages, /84-days/, /ab-test-summary/, demo pages, the static error route). They come first in
 * the table: several sit inside paths of parameterised routes (/home/internet/plans/).
 */
import { HIDDEN_PAGES, VPN_LANDING_SEGMENTS, VPN_VARIATIONS } from './enumerations';
import { UNCACHED_MAX_AGE_SECONDS, UTILITY_MAX_AGE_SECONDS } from './maxAges';
import type { MetaInput, RouteBuilder } from './routeBuilder';
import type { Layout, RouteDef, RouteKind } from '../../routes/types';

const page = (
  kind: RouteKind,
  pageType: string,
  layout: Layout,
  maxAge: number,
  extra: Partial<MetaInput> = {},
): MetaInput => ({
  kind,
  pageType,
  layout,
  maxAge,
  ...extra,
});

/** [name, path, layout, max-age] of the utility pages 000 §2 lists, plus /about/ (a listing door there). */
const UTILITY_PAGES: readonly (readonly [string, string, Layout, number])[] = [
  ['about', '/about/', 'about', UTILITY_MAX_AGE_SECONDS],
  // The footer's static pages (rsc/pages/staticPages.ts).
  ['privacy', '/privacy/', 'default', UTILITY_MAX_AGE_SECONDS],
  ['terms-of-use', '/terms-of-use/', 'default', UTILITY_MAX_AGE_SECONDS],
  ['shopping', '/shopping/', 'marketplace', UTILITY_MAX_AGE_SECONDS],
  ['shopping-primeday', '/shopping/primeday/', 'marketplace', UTILITY_MAX_AGE_SECONDS],
  ['shopping-welcome-priceblink', '/shopping/welcome-priceblink/', 'minimal', UTILITY_MAX_AGE_SECONDS],
  ['awards', '/awards/', 'default', UTILITY_MAX_AGE_SECONDS],
  ['auto-buying-program', '/auto-buying-program/', 'default', UTILITY_MAX_AGE_SECONDS],
  ['cnet-voices', '/cnet-voices/', 'default', UTILITY_MAX_AGE_SECONDS],
  [
    'do-not-sell-or-share-my-personal-information',
    '/do-not-sell-or-share-my-personal-information/',
    'default',
    UNCACHED_MAX_AGE_SECONDS,
  ],
  ['email-forward', '/email/forward/', 'minimal', UNCACHED_MAX_AGE_SECONDS],
  ['internet-interstitial', '/home/internet/interstitial/', 'minimal', UTILITY_MAX_AGE_SECONDS],
  ['internet-plans', '/home/internet/plans/', 'marketplace', UTILITY_MAX_AGE_SECONDS],
  ['newsletters', '/newsletters/', 'newsletter', UTILITY_MAX_AGE_SECONDS],
  ['solar-lead-form', '/home/energy-and-utilities/solar-estimator/', 'energy-lead-form', UTILITY_MAX_AGE_SECONDS],
  ['84-days', '/84-days/', 'ceros', UTILITY_MAX_AGE_SECONDS],
  ['user-settings', '/user/settings/', 'default', UNCACHED_MAX_AGE_SECONDS],
  // Sign-in (shared/routes/authRoutes.ts): server routes first; these pages say what went wrong.
  ['signin', '/signin/', 'default', UNCACHED_MAX_AGE_SECONDS],
  ['signin-callback', '/signin/callback/', 'default', UNCACHED_MAX_AGE_SECONDS],
];

export function pageRoutes(r: RouteBuilder): RouteDef[] {
  return [
    r('static-error', '/_error/static/', page('static-error', 'error_page', 'error', 0)),
    r(
      'icon-demo',
      '/icon-demo/',
      page('demo', 'icon-demo', 'empty', UNCACHED_MAX_AGE_SECONDS, { productionOnly: true }),
    ),
    r(
      'neon-demo',
      '/neon-demo/',
      page('demo', 'neon-demo', 'empty', UNCACHED_MAX_AGE_SECONDS, { productionOnly: true }),
    ),
    r(
      'ab-test-summary',
      '/ab-test-summary/',
      page('ab-summary', 'ab-test-summary', 'minimal', UNCACHED_MAX_AGE_SECONDS),
    ),
    ...UTILITY_PAGES.map(([name, path, layout, maxAge]) => r(name, path, page('utility', name, layout, maxAge))),
    r(
      'newsletter-generator',
      '/newsletter-generator/newsletter/{slug}/',
      page('utility', 'newsletter-generator', 'newsletter', UNCACHED_MAX_AGE_SECONDS),
    ),
    ...landingRoutes(r),
    ...HIDDEN_PAGES.map(({ name, path }) =>
      r(name, path, page('proof-of-concept', name, 'money', UNCACHED_MAX_AGE_SECONDS)),
    ),
    r('sitemaps', '/sitemaps/', page('sitemap', 'sitemaps', 'default', UTILITY_MAX_AGE_SECONDS)),
    r('sitemap', '/sitemaps/{slug}/{year}?/{page}?/', page('sitemap', 'sitemap', 'default', UTILITY_MAX_AGE_SECONDS)),
  ];
}

/** 000 §2 Landing pages: /landing/{slug}/ (and with a {token}), and the VPN paid-search landings. */
function landingRoutes(r: RouteBuilder): RouteDef[] {
  return [
    r('landing', '/landing/{slug}/', page('landing', 'landing', 'paid-search', UTILITY_MAX_AGE_SECONDS)),
    r(
      'landing-token',
      '/landing/{slug}/{token}/',
      page('landing', 'landing', 'paid-search', UNCACHED_MAX_AGE_SECONDS, { canonical_route: 'landing' }),
    ),
    // One route for both paths, so rules on vpn-paid-search see either: {landing} is landing or rvmn-landing.
    r(
      'vpn-paid-search',
      '/tech/services-and-software/{landing}/{variation}/',
      page('landing', 'vpn-paid-search', 'paid-search-landing', UTILITY_MAX_AGE_SECONDS),
      {
        constraints: { landing: VPN_LANDING_SEGMENTS, variation: VPN_VARIATIONS },
      },
    ),
  ];
}
