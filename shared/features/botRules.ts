/**
 * Bot and crawler rules (spec 001 §6): feature-visibility rules that look at the user agent.
 * - The disable-bots rule is false when the user agent contains Googlebot or Ahrefsbot
 *   (case-insensitive): those crawlers see the feature.
 * - A client-side criterion excludes the crawler agents Yeti, Baiduspider, Linespider and
 *   googlebot.
 * - A rule is false when running in the test-automation runner.
 */

export const DISABLE_BOTS_ALLOWED_AGENTS = ['googlebot', 'ahrefsbot'] as const;
export const EXCLUDED_CRAWLER_AGENTS = ['Yeti', 'Baiduspider', 'Linespider', 'googlebot'] as const;

/** Spec 001 §6: false when the user agent contains Googlebot or Ahrefsbot (any case). */
export function disableBotsRule(userAgent: string | null | undefined): boolean {
  const agent = (userAgent ?? '').toLowerCase();
  return !DISABLE_BOTS_ALLOWED_AGENTS.some((bot) => agent.includes(bot));
}

/** Spec 001 §6: the client criterion that leaves out the listed crawlers (matched as written). */
export function isExcludedCrawler(userAgent: string | null | undefined): boolean {
  const agent = userAgent ?? '';
  return EXCLUDED_CRAWLER_AGENTS.some((crawler) => agent.includes(crawler));
}

/** Spec 001 §6: a rule is false in the test-automation runner (WebDriver-driven browsers say so). */
export function automationRule(navigatorLike: { webdriver?: boolean } | undefined): boolean {
  return navigatorLike?.webdriver !== true;
}
