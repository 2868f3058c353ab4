/**
 * The request facts feature rules read (001 §6), from headers and cookies, reduced so the
 * render-cache key stays small (decision 070): the user agent becomes the bot and crawler
 * tokens it contains — the rules answer the same for the tokens as for the whole agent — the
 * CDN state code is two capital letters or nothing, and health privacy mode is one boolean
 * (decision 071).
 */
import type { RequestFacts } from '../../shared/requestState';
import { DISABLE_BOTS_ALLOWED_AGENTS, EXCLUDED_CRAWLER_AGENTS } from '../../shared/features/botRules';

/** The CDN's state-code request header (001 §6; its name is not shown, decision 070). */
export const CDN_STATE_CODE_HEADER = 'x-cdn-state-code';
/** Global Privacy Control: browsers that send it say `Sec-GPC: 1`. */
export const GPC_HEADER = 'sec-gpc';
/** Set when the do-not-sell page accepts an opt-out (decision 071). */
export const PRIVACY_OPT_OUT_COOKIE = 'privacy_opt_out';
/** The reader chose to see health content despite their privacy signal (decision 071). */
export const HEALTH_CONTENT_COOKIE = 'health_content_ok';
/** One year: an opt-out or a choice is remembered as long as the consent cookie. */
export const PRIVACY_COOKIE_MAX_AGE = 31_536_000;

const STATE_CODE = /^[A-Za-z]{2}$/;

/**
 * The tokens of the agent the rules look for: the disable-bots ones (any case) in capitals, so
 * the case-sensitive crawler list cannot mistake them for its own lowercase `googlebot`.
 */
export function reduceUserAgent(userAgent: string | null | undefined): string {
  const agent = (userAgent ?? '').slice(0, 1000);
  const lower = agent.toLowerCase();
  const tokens = DISABLE_BOTS_ALLOWED_AGENTS.filter((bot) => lower.includes(bot)).map((bot) => bot.toUpperCase());
  tokens.push(...EXCLUDED_CRAWLER_AGENTS.filter((crawler) => agent.includes(crawler)));
  return tokens.join(' ');
}

export function parseStateCode(value: string | null | undefined): string | undefined {
  const code = value?.trim();
  return code && STATE_CODE.test(code) ? code.toUpperCase() : undefined;
}

/** Health privacy mode: a GPC signal or the do-not-sell opt-out, unless the reader chose to see health content. */
export function isPrivacyMode(gpc: string | null | undefined, cookies: ReadonlyMap<string, string>): boolean {
  const signal = gpc?.trim() === '1' || cookies.get(PRIVACY_OPT_OUT_COOKIE) === '1';
  return signal && cookies.get(HEALTH_CONTENT_COOKIE) !== '1';
}

export function requestFacts(headers: Headers, cookies: ReadonlyMap<string, string>): RequestFacts {
  const stateCode = parseStateCode(headers.get(CDN_STATE_CODE_HEADER));
  return {
    agent: reduceUserAgent(headers.get('user-agent')),
    ...(stateCode ? { stateCode } : {}),
    privacyMode: isPrivacyMode(headers.get(GPC_HEADER), cookies),
  };
}
