/**
 * Server paths for crawlers and feed readers (000 §2 "Server paths handled separately"),
 * matched before page routing: /robots.txt and the XML sitemaps under /sitemaps/ (the HTML
 * sitemap pages there, which end in a slash, fall through to the page routes). Each kind has
 * its own route name for logs and metrics.
 */
import type { ImageBase } from '../../shared/images/imageService';
import { SITEMAP_MAX_AGE } from '../../shared/node/syndication/constants';
import { robotsTxt } from './robots';
import { parseFeedPath } from '../../shared/node/syndication/feedPaths';
import { parseSitemapPath, type SitemapRequest } from './sitemapPaths';
import type { ContentApi } from '../content/api';
import { statusForError } from '../content/errors';
import type { App, AppContext } from '../http/appEnv';
import { ServerTiming } from '../ops/timing';
import { createFeeds } from './feeds';
import { createSitemaps, type SitemapLimits } from './sitemaps';
import { machineError, sendMachineBody } from './xmlResponse';

export interface SyndicationDeps {
  content: ContentApi;
  services: { siteOrigin: string; imageBaseUrl: ImageBase };
  /** The clock (tests pin it); Date.now by default. */
  now?: () => number;
  /** Sitemap page sizes; the protocol-derived SITEMAP_LIMITS by default. */
  sitemapLimits?: SitemapLimits;
}

/** Route names, one per kind of machine answer. */
export function sitemapRouteName(request: SitemapRequest): string {
  switch (request.kind) {
    case 'index':
      return 'sitemap-index';
    case 'section-index':
      return 'sitemap-section-index';
    case 'news':
      return 'sitemap-news';
    case 'doors':
      return 'sitemap-doors';
    case 'urls':
      return request.date === null
        ? 'sitemap-section'
        : request.date.day !== undefined
          ? 'sitemap-day'
          : request.date.month !== undefined
            ? 'sitemap-month'
            : 'sitemap-year';
  }
}

/** An upstream failure on a machine path: 404 stays 404, the rest is the gateway's fault. */
export function upstreamFailure(c: AppContext, error: unknown): Response {
  const status = statusForError(error);
  if (status === 404 || status === 301) return machineError(c, 404);
  c.get('log')?.warn('machine path upstream failure', {
    path: c.req.path,
    err: error instanceof Error ? error.message : String(error),
  });
  return machineError(c, status === 504 ? 504 : status === 503 ? 503 : 502);
}

export function registerSyndicationRoutes(app: App, deps: SyndicationDeps): void {
  const now = deps.now ?? Date.now;
  const sitemaps = createSitemaps({
    content: deps.content,
    siteOrigin: deps.services.siteOrigin,
    imageBase: deps.services.imageBaseUrl,
    now,
    limits: deps.sitemapLimits,
  });

  const feeds = createFeeds({
    content: deps.content,
    siteOrigin: deps.services.siteOrigin,
    imageBase: deps.services.imageBaseUrl,
  });

  // robots.txt names every page of the sitemap index (one in any real world); it never fails
  // for want of the upstream: without the count it names the first page, for a short while.
  app.get('/robots.txt', async (c) => {
    c.set('routeName', 'robots');
    const pages = await sitemaps.indexPages().catch((error: unknown) => {
      c.get('log')?.warn('robots.txt without the sitemap index count', {
        err: error instanceof Error ? error.message : String(error),
      });
      return undefined;
    });
    const maxAgeSeconds = pages === undefined ? SITEMAP_MAX_AGE.news : SITEMAP_MAX_AGE.robots;
    return sendMachineBody(c, {
      body: robotsTxt(deps.services.siteOrigin, pages),
      contentType: 'text/plain; charset=utf-8',
      maxAgeSeconds,
    });
  });

  app.get('/sitemaps/*', async (c, next) => {
    if (!c.req.path.endsWith('.xml')) return next();
    const url = new URL(c.req.url);
    const parsed = parseSitemapPath(url.pathname, url.searchParams, now());
    if (!parsed.ok) {
      c.set('routeName', 'sitemap');
      return machineError(c, parsed.status);
    }
    c.set('routeName', sitemapRouteName(parsed.request));
    const timing = new ServerTiming();
    const started = performance.now();
    try {
      const answer = await sitemaps.answer(parsed.request, timing);
      if (!answer) return machineError(c, 404);
      timing.add('total', performance.now() - started);
      c.header('server-timing', timing.header());
      return sendMachineBody(c, answer);
    } catch (error) {
      return upstreamFailure(c, error);
    }
  });

  // Feeds (000 §2 /feed/): RSS 2.0, or Atom 1.0 with ?format=atom.
  app.get('/feed', (c) => {
    c.set('routeName', 'feed');
    return c.redirect('/feed/', 301);
  });
  app.get('/feed/*', async (c) => {
    const url = new URL(c.req.url);
    const parsed = parseFeedPath(url.pathname, url.searchParams);
    c.set('routeName', parsed.ok ? `feed-${parsed.request.kind}` : 'feed');
    if (!parsed.ok) return machineError(c, parsed.status);
    const timing = new ServerTiming();
    try {
      const answer = await feeds.answer(parsed.request, timing);
      if (!answer) return machineError(c, 404);
      c.header('server-timing', timing.header());
      return sendMachineBody(c, answer);
    } catch (error) {
      return upstreamFailure(c, error);
    }
  });
}
