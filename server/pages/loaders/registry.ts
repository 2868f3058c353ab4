/**
 * The loader of every route kind that has a page. A kind without one answers the 404 page; a
 * new page kind adds one line here (and its view in rsc/views/registry.ts).
 */
import type { RouteKind } from '../../../shared/routes/types';
import { loadAbSummary } from './abSummary';
import { loadArticle } from './article';
import { loadDoor } from './door';
import { loadListing } from './listing';
import type { PrimaryLoader } from './types';

const loadStaticError: PrimaryLoader = async () => ({ type: 'data', data: { kind: 'error', status: 500, message: '' } });

export const PRIMARY_LOADERS: Partial<Record<RouteKind, PrimaryLoader>> = {
  article: loadArticle,
  door: loadDoor,
  listing: loadListing,
  'ab-summary': loadAbSummary,
  'static-error': loadStaticError,
};
