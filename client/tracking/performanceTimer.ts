/**
 * The performance timer (spec 001 §9: "Performance timer tracks only page types video_page,
 * article and product_main"; decision 072): the page's navigation timing is sent once per page
 * load, for those three timer page types only. Our page types map onto them.
 */
export const PERFORMANCE_TIMER_PAGE_TYPES = ['video_page', 'article', 'product_main'] as const;
export type TimerPageType = (typeof PERFORMANCE_TIMER_PAGE_TYPES)[number];
export const PERFORMANCE_TIMING_EVENT = 'performanceTiming';

/** The timer page type of one of our page types (`tech-article`, `video`, `review`...), or undefined: not timed. */
export function timerPageType(pageType: string | undefined): TimerPageType | undefined {
  if (!pageType) return undefined;
  if (pageType.includes('video')) return 'video_page';
  if (pageType.includes('product') || pageType.includes('review')) return 'product_main';
  if (pageType.includes('article')) return 'article';
  return undefined;
}

export interface NavigationTimingLike {
  responseStart: number;
  domContentLoadedEventEnd: number;
  loadEventEnd: number;
}

/** Whole milliseconds since navigation start; a phase not reached yet is left out. */
export function timingFields(timerType: TimerPageType, entry: NavigationTimingLike): Record<string, string | number> {
  const fields: Record<string, string | number> = { timerPageType: timerType, ttfb: Math.round(entry.responseStart) };
  if (entry.domContentLoadedEventEnd > 0) fields.domContentLoaded = Math.round(entry.domContentLoadedEventEnd);
  if (entry.loadEventEnd > 0) fields.load = Math.round(entry.loadEventEnd);
  return fields;
}
