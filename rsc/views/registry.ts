/**
 * The view of every kind of primary data. A new page kind adds its PrimaryData member in
 * shared/render/contract.ts and one line here.
 */
import type { PrimaryData } from '../../shared/render/contract';
import { abSummaryView } from './abSummaryView';
import { articleView } from './articleView';
import { doorView } from './doorView';
import { errorView } from './errorView';
import { listingView } from './listingView';
import { galleryView } from './galleryView';
import { liveView } from './liveView';
import { reviewView } from './reviewView';
import { videoView } from './videoView';
import { demoView } from './demoView';
import { landingView } from './landingView';
import { pageDoorView } from './pageDoorView';
import { profileView } from './profileView';
import { proofOfConceptView } from './proofOfConceptView';
import { createReplayView } from './replayView';
import { sitemapView } from './sitemapView';
import { utilityView } from './utilityView';
import { healthPrivacyView } from './healthPrivacyView';
import type { PageView } from './types';

export const PAGE_VIEWS: { [K in PrimaryData['kind']]: PageView<K> } = {
  article: articleView,
  door: doorView,
  listing: listingView,
  'ab-summary': abSummaryView,
  review: reviewView,
  gallery: galleryView,
  video: videoView,
  live: liveView,
  'page-door': pageDoorView,
  profile: profileView,
  replay: createReplayView((kind) => PAGE_VIEWS[kind]),
  landing: landingView,
  'proof-of-concept': proofOfConceptView,
  sitemap: sitemapView,
  demo: demoView,
  utility: utilityView,
  'health-privacy': healthPrivacyView,
  error: errorView,
};
