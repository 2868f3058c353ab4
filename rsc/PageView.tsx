/**
 * The root server component: picks the page for the primary data, builds its head, and wraps
 * it in the document with header and footer navigation.
 */
import type { NavItem } from '../shared/models/component';
import type { PageRequest, RscServices } from '../shared/render/contract';
import { ServiceWorkerRegistration } from '../client/sw/ServiceWorkerRegistration';
import { isEnabled } from '../shared/features/flags';
import { navItemsOf } from '../shared/models/component';
import type { Layout } from '../shared/routes/types';
import { DebugToolbar } from './components/DebugToolbar';
import { RawHtml, setRenderSplices } from './components/RawHtml';
import { ViewTracking } from './components/tracking/ViewTracking';
import { ThirdPartyScripts } from './components/consent/ThirdPartyScripts';
import { Document } from './document/Document';
import { LAYOUT_SPECS } from './layouts/layouts';
import { SiteFooter } from './layout/SiteFooter';
import { SiteHeader } from './layout/SiteHeader';
import { jsonForScript } from './escapeJson';
import { PAGE_DATA_ID, pageData } from './render/pageData';
import { siteState } from './render/siteState';
import { PAGE_VIEWS } from './views/registry';
import { imageOrigins } from '../shared/node/images/resizeUrl';
import type { PageParts, PageView as PageViewOf } from './views/types';

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

function page(request: PageRequest, services: RscServices): PageParts {
  const { primary } = request;
  const view = PAGE_VIEWS[primary.kind] as PageViewOf<typeof primary.kind>;
  return view(primary as never, {
    request,
    services,
    origin: services.siteOrigin,
    path: request.url.split('?')[0] ?? '/',
  });
}

const preconnects = new WeakMap<RscServices, readonly string[]>();

/** The image hosts' origins, worked out once per process (services are created once). */
function preconnectsOf(services: RscServices): readonly string[] {
  let origins = preconnects.get(services);
  if (!origins) preconnects.set(services, (origins = imageOrigins(services.imageBaseUrl, services.siteOrigin)));
  return origins;
}

export async function PageView({ request, services }: PageViewProps) {
  setRenderSplices(request.splices);
  // A seamless next article (001 §1; decision 022): only the article, no document. The wrapper
  // carries what the island needs from the document (title) and the article's view data.
  if (request.seamless && request.primary.kind === 'article') {
    const { head, body } = page(request, services);
    return (
      <div
        className="seamless-page"
        data-seamless={request.seamless.position}
        data-seamless-source={request.seamless.source}
        data-title={head.title}
        data-content-id={request.primary.article.id}
      >
        {/* The article's own page view, counted when its start enters the viewport (decision 023). */}
        <ViewTracking request={request} services={services} title={head.title} />
        {body}
      </div>
    );
  }
  const isError = request.primary.kind === 'error';
  const layout: Layout = isError ? 'error' : (request.match?.meta.layout ?? 'default');
  const spec = LAYOUT_SPECS[layout];
  const nav = spec.header === 'none' && spec.footer === 'none' ? [] : await navigation(request, services);
  const { head, body, jsonLd, site } = page(request, services);
  const { state } = request;
  return (
    <Document
      head={head}
      stylesheets={request.stylesheets}
      fontPreloads={request.fontPreloads}
      icon={request.icon}
      preconnects={preconnectsOf(services)}
      jsonLd={jsonLd}
      bodyData={{
        layout,
        brand: request.brand,
        device: state.device,
        auth: state.auth.loggedIn ? 'logged-in' : 'logged-out',
        wide: spec.wide ? '' : undefined,
        // The client router prefetches links unless the prefetch flag is off (000 §4).
        prefetch: isEnabled(state.flags, 'prefetch') ? undefined : 'off',
      }}
      header={
        spec.header === 'none' ? null : (
          <SiteHeader
            brand={request.brand}
            minimal={spec.header === 'minimal'}
            items={navItemsOf(nav, 'header')}
            segments={services.segments}
            nav={nav}
            auth={state.auth}
            path={request.url}
            signInToolbar={!services.production}
          />
        )
      }
      footer={
        spec.footer === 'none' ? null : (
          <SiteFooter
            brand={request.brand}
            items={spec.footer === 'minimal' ? [] : navItemsOf(nav, 'footer')}
            segments={services.segments}
            nav={nav}
          />
        )
      }
    >
      {body}
      <RawHtml
        as="script"
        type="application/json"
        id={PAGE_DATA_ID}
        html={jsonForScript(
          pageData(
            state,
            request.match?.routeName ?? null,
            isError ? 'error_page' : (request.match?.meta.pageType ?? null),
            siteState(request, site),
          ),
        )}
      />
      {isError ? <ServiceWorkerRegistration /> : null}
      <ViewTracking request={request} services={services} title={head.title} />
      {spec.footer === 'none' ? null : <ThirdPartyScripts request={request} services={services} />}
      {state.debug && isEnabled(state.flags, 'debugToolbar') ? <DebugToolbar request={request} /> : null}
    </Document>
  );
}
