/**
 * The page route table (spec 000 §2). Order matters: the first matching entry wins, so fixed
 * paths come before parameterised ones; parameter constraints (enumerations, page numbers) let
 * a path fall through to the next entry. Link-only entries name addresses another entry matches.
 */
import { articlePathRoutes, longformRoutes, sponsoredRoutes } from './articleRoutes';
import { galleryRoutes, liveRoutes, profileRoutes, reviewRoutes, videoRoutes } from './contentRoutes';
import { autoTopicRoutes, doorRoutes } from './doorRoutes';
import { moneyRoutes } from './moneyRoutes';
import { pageRoutes } from './pageRoutes';
import { replayRoutes } from './replayRoutes';
import { createRouteBuilder } from './routeBuilder';
import type { RouteDef } from '../../routes/types';
import { MIDDLEWARE_ORDER } from '../../routes/types';

/** The middleware every page route runs: the spec's eight, in the spec's order (000 §2). */
export const PAGE_MIDDLEWARE = MIDDLEWARE_ORDER;

const r = createRouteBuilder({ middleware: PAGE_MIDDLEWARE });

const articles = [...articlePathRoutes(r), ...moneyRoutes(r)];

export const ROUTES: readonly RouteDef[] = [
  ...pageRoutes(r),
  ...doorRoutes(r),
  ...profileRoutes(r),
  ...replayRoutes(articles),
  ...liveRoutes(r),
  ...sponsoredRoutes(r),
  ...reviewRoutes(r),
  ...galleryRoutes(r),
  ...videoRoutes(r),
  ...longformRoutes(r),
  ...articles,
  ...autoTopicRoutes(r),
];
