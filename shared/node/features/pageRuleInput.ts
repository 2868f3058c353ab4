/**
 * The rule input of one page render (server side): the page from the route and its content,
 * the visitor and the time from the request (shared/features/ruleInput.ts).
 */
import type { PageRequest } from '../../render/contract';
import type { RuleInput } from '../../features/ruleInput';

export interface RuleContent {
  id?: string;
  type?: string | null;
  topics?: readonly { slug?: string | null; topicPath?: readonly { slug?: string | null }[] | null }[] | null;
  section?: string | null;
}

const MAX_QUERY = 32;

function queryOf(url: string): Record<string, string> {
  const at = url.indexOf('?');
  if (at < 0) return {};
  const query: Record<string, string> = {};
  let count = 0;
  for (const [name, value] of new URLSearchParams(url.slice(at + 1))) {
    if (count >= MAX_QUERY) break;
    if (!Object.hasOwn(query, name)) count += 1;
    query[name] = value;
  }
  return query;
}

/** A content object's topic slugs (with their parents') and section: content objects are cached, so once per object. */
const slugsByContent = new WeakMap<RuleContent, readonly string[]>();

function topicSlugsOf(content: RuleContent | undefined): readonly string[] {
  if (!content) return [];
  const known = slugsByContent.get(content);
  if (known) return known;
  const slugs = (content.topics ?? [])
    .flatMap((topic) => [topic.slug, ...(topic.topicPath ?? []).map((parent) => parent.slug)])
    .filter((slug): slug is string => typeof slug === 'string');
  if (content.section) slugs.push(content.section);
  slugsByContent.set(content, Object.freeze(slugs));
  return slugs;
}

export function pageRuleInput(
  request: Pick<PageRequest, 'url' | 'match' | 'state' | 'now'>,
  content?: RuleContent,
): RuleInput {
  const { state } = request;
  return {
    side: 'server',
    routeName: request.match?.baseName ?? '',
    pageType: request.match?.meta.pageType ?? '',
    topicSlugs: topicSlugsOf(content),
    articleType: content?.type ?? undefined,
    articleId: content?.id,
    device: state.device,
    ab: state.ab,
    flags: state.flags,
    query: queryOf(request.url),
    userAgent: state.facts.agent,
    stateCode: state.facts.stateCode,
    privacyMode: state.facts.privacyMode,
    now: request.now,
  };
}
