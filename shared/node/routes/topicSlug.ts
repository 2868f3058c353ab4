/**
 * Topic slug cleanup (spec 000 §2 selection rules): "remove prefix cnet-, suffix -insurance
 * (finance), -culture (culture), -health (health), prefix home- (home); turn -&- into -and-".
 */
import type { Vertical } from './enumerations';

/** Removed from every topic slug. */
export const TOPIC_SLUG_PREFIX = 'cnet-';

/** What each vertical removes from its topic slugs. */
export const VERTICAL_TOPIC_CLEANUP: Readonly<Partial<Record<Vertical, { prefix?: string; suffix?: string }>>> = {
  finance: { suffix: '-insurance' },
  culture: { suffix: '-culture' },
  health: { suffix: '-health' },
  home: { prefix: 'home-' },
};

function withoutPrefix(text: string, prefix: string | undefined): string {
  return prefix && text.startsWith(prefix) && text.length > prefix.length ? text.slice(prefix.length) : text;
}

function withoutSuffix(text: string, suffix: string | undefined): string {
  return suffix && text.endsWith(suffix) && text.length > suffix.length ? text.slice(0, -suffix.length) : text;
}

/** The URL segment for a topic slug of `vertical` (a slug that would become empty is kept). */
export function cleanTopicSlug(slug: string, vertical?: Vertical): string {
  const rule = vertical ? VERTICAL_TOPIC_CLEANUP[vertical] : undefined;
  let out = withoutPrefix(slug, TOPIC_SLUG_PREFIX);
  out = withoutSuffix(out, rule?.suffix);
  out = withoutPrefix(out, rule?.prefix);
  return out.split('-&-').join('-and-');
}
