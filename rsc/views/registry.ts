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
import type { PageView } from './types';

export const PAGE_VIEWS: { [K in PrimaryData['kind']]: PageView<K> } = {
  article: articleView,
  door: doorView,
  listing: listingView,
  'ab-summary': abSummaryView,
  error: errorView,
};
