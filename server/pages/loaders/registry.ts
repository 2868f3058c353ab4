/**
 * The loader of every route kind that has a page. A kind without one answers the 404 page; a
 * new page kind adds one line here (and its view in rsc/views/registry.ts).
 */
import type { RouteKind } from '../../../shared/routes/types';
import { loadAbSummary } from './abSummary';
import { loadArticle } from './article';
import { loadDoor } from './door';
import { loadListing } from './listing';
import { loadGallery } from './gallery';
import { loadLive } from './live';
import { loadReview } from './review';
import { loadVideo } from './video';
import { loadDemo } from './demo';
import { loadLanding } from './landing';
import { loadPageDoor } from './pageDoor';
import { loadProfile } from './profile';
import { loadProofOfConcept } from './proofOfConcept';
import { createReplayLoader } from './replay';
import { loadSitemap } from './sitemap';
import { loadUtility } from './utility';
import type { PrimaryLoader } from './types';

const loadStaticError: PrimaryLoader = async () => ({
  type: 'data',
  data: { kind: 'error', status: 500, message: '' },
});

export const PRIMARY_LOADERS: Partial<Record<RouteKind, PrimaryLoader>> = {
  article: loadArticle,
  door: loadDoor,
  listing: loadListing,
  'page-door': loadPageDoor,
  profile: loadProfile,
  replay: createReplayLoader({ loaderOf: (kind) => PRIMARY_LOADERS[kind] }),
  landing: loadLanding,
  'proof-of-concept': loadProofOfConcept,
  sitemap: loadSitemap,
  demo: loadDemo,
  review: loadReview,
  gallery: loadGallery,
  video: loadVideo,
  live: loadLive,
  'ab-summary': loadAbSummary,
  utility: loadUtility,
  'static-error': loadStaticError,
};
