/**
 * What a feature-visibility rule reads (spec 001 §2, §6): the page (route name, page type,
 * topic slugs, article type and id), the visitor (device, A/B buckets, user agent), the server
 * flags, the query, the CDN state-code header (server only) and the time.
 */
import type { AbAssignment, Device } from '../requestState';

export interface RuleInput {
  /** Where the rule runs: the CDN state code can be read on the server only. */
  side: 'server' | 'client';
  /** Route base name without the locale suffix, e.g. `health-article-topic`. */
  routeName: string;
  pageType: string;
  topicSlugs: readonly string[];
  articleType?: string;
  articleId?: string;
  device: Device;
  ab: readonly AbAssignment[];
  flags: Readonly<Record<string, boolean>>;
  query: Readonly<Record<string, string>>;
  userAgent: string;
  /** The CDN state-code request header (two letters), when the server has one. */
  stateCode?: string;
  /** Milliseconds since the epoch (the rules clock, server/features/clock.ts). */
  now: number;
  /** Health privacy mode (decision 071): a GPC signal or the do-not-sell opt-out. */
  privacyMode?: boolean;
  /** Client only: navigator.webdriver, true in a test-automation runner. */
  webdriver?: boolean;
}

/** A rule's condition; throwing counts as false (and is logged by the engine). */
export type Criterion = (input: RuleInput) => boolean;
