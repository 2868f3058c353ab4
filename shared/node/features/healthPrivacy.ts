/**
 * Health privacy mode (spec 000 §6, 001 §6; decision 071): what the blocked page says and the
 * path that records a reader's choice to see health content anyway.
 */
import type { PageRequest, PrimaryData } from '../../render/contract';
import { shownContent, shownKind } from '../render/shownContent';
import { pageRuleInput, type RuleContent } from './pageRuleInput';
import { evaluateRule } from '../../features/rules';

export const HEALTH_PRIVACY_PATH = '/health-privacy/';
/** The form field carrying the page to return to (a same-site path). */
export const HEALTH_PRIVACY_RETURN_FIELD = 'return';

export const HEALTH_PRIVACY_TEXT = {
  title: 'Health content is hidden in privacy mode',
  why:
    'Your browser sends a Global Privacy Control signal, or you opted out of the sale or sharing of your personal information. ' +
    'Reading about a health condition can reveal something about your health to advertising and analytics partners, so we do not show health articles, reviews, galleries or videos while that choice is on.',
  how: 'To see this page, tell us you want to see health content on this site. We remember the choice in a cookie for a year; clearing your cookies undoes it.',
  button: 'Show health content',
  back: 'Go to the front page',
} as const;

/** A return path is a same-site path: one leading slash, no scheme, no backslash, bounded. */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || value.length > 2000 || !value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value))
    return '/';
  return value;
}

/**
 * The content a page shows, when it is content health privacy mode can hide: articles (health
 * routes or topics), and reviews, galleries, videos and live coverage on health topics.
 */
export function blockableContent(primary: PrimaryData): RuleContent | undefined {
  const kind = shownKind(primary);
  // Doors and collection listings are never hidden; every other page with content may be.
  if (kind === 'door' || kind === 'listing') return undefined;
  return (shownContent(primary) as RuleContent | null) ?? undefined;
}

/** Whether the content of this request is blocked by health privacy mode (000 §6, 001 §6). */
export function healthBlocked(
  request: Pick<PageRequest, 'url' | 'match' | 'state' | 'now'>,
  article: RuleContent,
): boolean {
  return evaluateRule('health-privacy-block', pageRuleInput(request, article));
}
