/**
 * The root server component: picks the page for the primary data, builds its head, and wraps
 * it in the document with header and footer navigation.
 */
import type { ReactNode } from 'react';
import { jsonForScript } from '../shared/escapeJson';
import type { NavItem } from '../shared/models/component';
import { articleCanonical, articleHead, newsArticleJsonLd } from '../shared/render/articleHead';
import type { PageRequest, RscServices } from '../shared/render/contract';
import type { HeadData } from '../shared/render/head';
import { SITE_NAME } from '../shared/render/head';
import { sectionName } from '../shared/sections';
import { ServiceWorkerRegistration } from '../client/sw/ServiceWorkerRegistration';
import { isEnabled } from '../shared/features/flags';
import { navItemsOf } from '../shared/models/component';
import type { Layout } from '../shared/routes/types';
import { DebugToolbar } from './components/DebugToolbar';
import { Document } from './document/Document';
import { LAYOUT_SPECS } from './layouts/layouts';
import { SiteFooter } from './layout/SiteFooter';
import { SiteHeader } from './layout/SiteHeader';
import { ArticlePage } from './pages/article/ArticlePage';
import { FrontDoor } from './pages/door/FrontDoor';
import { ERROR_TEXTS, ErrorPage } from './pages/error/ErrorPage';
import { ListingPage } from './pages/listing/ListingPage';
import { AbTestSummary } from './pages/abSummary/AbTestSummary';

interface PageViewProps {
  request: PageRequest;
  services: RscServices;
}

async function navigation(request: PageRequest, services: RscServices): Promise<NavItem[]> {
  try {
    return await services.content.getNavigation(request.brand);
  } catch (error) {
    request.onRenderError?.(error);
    services.log.warn('navigation unavailable', { err: error instanceof Error ? error.message : String(error) });
    return [];
  }
}

function page(request: PageRequest, services: RscServices): { head: HeadData; body: ReactNode; jsonLd?: string } {
  const { primary } = request;
  const origin = services.siteOrigin;
  const path = request.url.split('?')[0] ?? '/';
  switch (primary.kind) {
    case 'article': {
      const site = { origin, publisherLogo: services.publisherLogo, imageBaseUrl: services.imageBaseUrl, now: request.now };
      const canonical = articleCanonical(primary.article, path, origin);
      return {
        head: articleHead(primary.article, canonical, site),
        jsonLd: jsonForScript(newsArticleJsonLd(primary.article, canonical, site)),
        body: <ArticlePage article={primary.article} request={request} services={services} />,
      };
    }
    case 'door': {
      const description = primary.page.meta?.description ?? 'Tech news, reviews, deals and advice.';
      return {
        head: { title: primary.page.meta?.title ?? `${SITE_NAME}: Product reviews, advice, how-tos and the latest news`, description, canonical: `${origin}${path}` },
        body: <FrontDoor page={primary.page} request={request} services={services} />,
      };
    }
    case 'listing': {
      const title = primary.listing.title ?? sectionName(primary.slug) ?? primary.slug;
      const suffix = primary.pageNumber > 1 ? ` - Page ${primary.pageNumber}` : '';
      return {
        head: { title: `${title}${suffix} - ${SITE_NAME}`, description: primary.listing.description ?? `The latest ${title} stories from ${SITE_NAME}.`, canonical: `${origin}${path}` },
        body: <ListingPage listing={primary.listing} title={title} slug={primary.slug} pageNumber={primary.pageNumber} pageSize={primary.pageSize} request={request} services={services} />,
      };
    }
    case 'ab-summary':
      return {
        head: { title: `A/B test summary - ${SITE_NAME}`, robots: 'noindex' },
        body: <AbTestSummary tests={primary.tests} visitor={request.state.ab} />,
      };
    case 'error': {
      const staticRoute = request.match?.meta.kind === 'static-error';
      return {
        head: { title: `${primary.status === 404 ? ERROR_TEXTS._404_page_title : 'Error'} - ${SITE_NAME}`, robots: 'noindex' },
        body: <ErrorPage status={primary.status} message={primary.message} development={services.development} staticRoute={staticRoute} />,
      };
    }
  }
}

export async function PageView({ request, services }: PageViewProps) {
  const isError = request.primary.kind === 'error';
  const layout: Layout = isError ? 'error' : (request.match?.meta.layout ?? 'default');
  const spec = LAYOUT_SPECS[layout];
  const nav = spec.header === 'none' && spec.footer === 'none' ? [] : await navigation(request, services);
  const { head, body, jsonLd } = page(request, services);
  const { state } = request;
  return (
    <Document
      head={head}
      stylesheets={request.stylesheets}
      jsonLd={jsonLd}
      bodyData={{
        layout,
        device: state.device,
        auth: state.auth.loggedIn ? 'logged-in' : 'logged-out',
        wide: spec.wide ? '' : undefined,
      }}
      header={spec.header === 'none' ? null : <SiteHeader brand={request.brand} minimal={spec.header === 'minimal'} items={navItemsOf(nav, 'header')} />}
      footer={spec.footer === 'none' ? null : <SiteFooter items={spec.footer === 'minimal' ? [] : navItemsOf(nav, 'footer')} />}
    >
      {body}
      {isError ? <ServiceWorkerRegistration /> : null}
      {state.debug && isEnabled(state.flags, 'debugToolbar') ? <DebugToolbar request={request} /> : null}
    </Document>
  );
}
