/**
 * Every page type the quality checks (HTML validity, accessibility) look at: ONE array. A new
 * page type adds one row — a fixed path, or a pattern that picks the first matching link of the
 * front door (or of an earlier row's page) when the address depends on the generated content.
 */

export interface PageType {
  /** Shown in failure listings. */
  name: string;
  /**
   * A fixed path, or the first link matching `link` on the front door (or on the page of the
   * earlier row named `on`), with `prefix` before it and `query` after it.
   */
  path: string | { link: RegExp; query?: string; prefix?: string; on?: string };
  /** The status the page answers with (the error pages are checked too). */
  status: number;
}

/** Article sections whose paths are /{section}/{topic}?/{slug}/ (shared/node/routes/articleRoutes.ts). */
const SECTIONS = '(?:news|culture|home|science|tech|health)';

export const PAGE_TYPES: readonly PageType[] = [
  { name: 'front door', path: '/', status: 200 },
  { name: 'roadshow front door', path: '/roadshow/', status: 200 },
  { name: 'section door', path: '/tech/', status: 200 },
  { name: 'section door (how-to)', path: '/how-to/', status: 200 },
  { name: 'topic listing', path: '/topics/tech/', status: 200 },
  { name: 'collection listing', path: '/ai-atlas/', status: 200 },
  { name: 'article with topic', path: { link: new RegExp(`^/${SECTIONS}/[a-z0-9-]+/[a-z0-9-]+/$`) }, status: 200 },
  { name: 'article without topic', path: { link: new RegExp(`^/${SECTIONS}/[a-z0-9-]+/$`) }, status: 200 },
  { name: 'roadshow article', path: { link: /^\/roadshow\/news\/[a-z0-9-]+\/$/ }, status: 200 },
  { name: 'personal finance article', path: { link: /^\/personal-finance\/[a-z0-9-]+\/$/ }, status: 200 },
  { name: 'deal article', path: { link: /^\/deals\/[a-z0-9-]+\/$/ }, status: 200 },
  { name: 'how-to article', path: { link: /^\/how-to\/[a-z0-9-]+\/$/ }, status: 200 },
  { name: 'roadshow topic listing', path: '/roadshow/news/', status: 200 },
  // Article treatments (decision 118): sponsored, sponsored by its studio author, centre-justified, rate widget.
  { name: 'sponsored listing', path: '/topics/commercial/', status: 200 },
  {
    name: 'sponsored article',
    path: { link: /^\/paid-content\/news\/[a-z0-9-]+\/$/, on: 'sponsored listing' },
    status: 200,
  },
  {
    name: 'sponsored studio article',
    path: '/paid-content/news/five-ways-to-make-a-small-kitchen-feel-bigger-presented-by-hearthly/',
    status: 200,
  },
  {
    name: 'explainer article',
    path: { link: new RegExp(`^/${SECTIONS}/[a-z0-9-]+/what-[a-z0-9-]+-should-know-about-[a-z0-9-]+/$`) },
    status: 200,
  },
  { name: 'personal finance rates article', path: '/personal-finance/banking/cds/', status: 200 },
  {
    name: 'jsDebug page',
    path: { link: new RegExp(`^/${SECTIONS}/[a-z0-9-]+/[a-z0-9-]+/$`), query: '?jsDebug=true' },
    status: 200,
  },
  { name: 'A/B test summary', path: '/ab-test-summary/', status: 200 },
  // Composer door pages.
  { name: 'reviews door', path: '/reviews/', status: 200 },
  { name: 'pictures door', path: '/pictures/', status: 200 },
  { name: 'videos door', path: '/videos/', status: 200 },
  { name: 'features door', path: '/features/', status: 200 },
  // Content pages.
  { name: 'review', path: { link: /^\/reviews\/[a-z0-9-]+-review-[a-z0-9-]+\/$/ }, status: 200 },
  { name: 'roadshow review', path: { link: /^\/roadshow\/reviews\/[a-z0-9-]+\/$/ }, status: 200 },
  { name: 'gallery', path: { link: /^\/pictures\/[a-z0-9-]+\/$/ }, status: 200 },
  { name: 'roadshow gallery', path: { link: /^\/roadshow\/pictures\/[a-z0-9-]+\/$/ }, status: 200 },
  { name: 'video', path: { link: /^\/videos\/[a-z0-9-]+\/$/ }, status: 200 },
  { name: 'roadshow video', path: { link: /^\/roadshow\/videos\/[a-z0-9-]+\/$/ }, status: 200 },
  { name: 'live article', path: { link: /^\/news-live\/[a-z0-9-]+\/$/ }, status: 200 },
  { name: 'deals live article', path: { link: /^\/deals-live\/[a-z0-9-]+\/$/ }, status: 200 },
  {
    name: 'replay article',
    path: { link: new RegExp(`^/${SECTIONS}/[a-z0-9-]+/[a-z0-9-]+/$`), prefix: '/replay' },
    status: 200,
  },
  { name: 'profile', path: { link: /^\/profiles\/[a-z0-9._-]+\/$/, on: 'article with topic' }, status: 200 },
  // Utility, landing, sitemap, proof-of-concept and demo pages (fixed addresses).
  ...[
    '/about/',
    '/shopping/',
    '/shopping/primeday/',
    '/shopping/welcome-priceblink/',
    '/awards/',
    '/auto-buying-program/',
    '/cnet-voices/',
    '/do-not-sell-or-share-my-personal-information/',
    '/email/forward/',
    '/home/internet/interstitial/',
    '/home/internet/plans/',
    '/newsletters/',
    '/home/energy-and-utilities/solar-estimator/',
    '/84-days/',
    '/user/settings/',
  ].map((path) => ({ name: `utility ${path}`, path, status: 200 })),
  { name: 'VPN paid-search landing', path: '/tech/services-and-software/landing/best-vpn/', status: 200 },
  { name: 'HTML sitemap index', path: '/sitemaps/', status: 200 },
  { name: 'HTML sitemap', path: '/sitemaps/tech/', status: 200 },
  { name: 'proof-of-concept page', path: '/_hidden/personal-finance/banking/business-checking/', status: 200 },
  { name: 'icon demo', path: '/icon-demo/', status: 200 },
  { name: 'neon demo', path: '/neon-demo/', status: 200 },
  { name: '404 page (unmatched route)', path: '/no/such/route/', status: 404 },
  { name: '404 page (missing article)', path: '/news/no-such-story-here/', status: 404 },
  { name: 'static error page', path: '/_error/static/', status: 500 },
];

/** Resolves every row to a path on a running server (one request per page whose links are searched). */
export async function resolvePagePaths(
  baseUrl: string,
  types: readonly PageType[] = PAGE_TYPES,
): Promise<Array<PageType & { resolved: string }>> {
  const linksOf = new Map<string, string[]>();
  const links = async (path: string) => {
    let found = linksOf.get(path);
    if (!found) {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      found = [...html.matchAll(/<a [^>]*href="(\/[^"#?]*)"/g)].map((m) => m[1]!);
      linksOf.set(path, found);
    }
    return found;
  };
  const resolved: Array<PageType & { resolved: string }> = [];
  for (const type of types) {
    if (typeof type.path === 'string') {
      resolved.push({ ...type, resolved: type.path });
      continue;
    }
    const { link, query = '', prefix = '', on } = type.path;
    const source = on === undefined ? '/' : resolved.find((row) => row.name === on)?.resolved.split('?')[0];
    if (source === undefined) throw new Error(`page type "${type.name}": no earlier row named "${on}"`);
    const found = (await links(source)).find((href) => link.test(href));
    if (!found) throw new Error(`page type "${type.name}": no link on ${source} matches ${link}`);
    resolved.push({ ...type, resolved: `${prefix}${found}${query}` });
  }
  return resolved;
}
