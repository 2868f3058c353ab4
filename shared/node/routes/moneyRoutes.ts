/**
 * Personal finance (spec 000 §2: "/personal-finance/{slug}/ and variants with {topic},
 * {subtopic} and the crypto and checking sub-areas. Topic and slug values are restricted to
 * enumerated lists"). A path whose topic or slug is on one of our lists (enumerations.ts) is a
 * money page from the content bridge; any other /personal-finance/ path is a finance article.
 */
import {
  MONEY_CHECKING_SLUGS,
  MONEY_CRYPTO_SLUGS,
  MONEY_NO_CATEGORY_SLUGS,
  MONEY_SUBTOPIC_SEGMENTS,
  MONEY_SUBTOPICS,
  MONEY_TOPICS,
  PERSONAL_FINANCE_ROOT,
} from './enumerations';
import { article } from './articleRoutes';
import type { Params } from '../../routes/pattern';
import type { RouteBuilder } from './routeBuilder';
import { validParams } from './routeParams';
import type { RouteDef } from '../../routes/types';

const money = (pageType: string) => article(pageType, { section: PERSONAL_FINANCE_ROOT, layout: 'money' });

/** A subtopic must belong to its topic (/personal-finance/taxes/rewards/ is not a page). */
function validMoneySubtopic(params: Params): boolean {
  const { topic, subtopic } = params;
  return (
    validParams(params) &&
    topic !== undefined &&
    subtopic !== undefined &&
    (MONEY_SUBTOPICS[topic] ?? []).includes(subtopic)
  );
}

export function moneyRoutes(r: RouteBuilder): RouteDef[] {
  const root = `/${PERSONAL_FINANCE_ROOT}`;
  const topics = { topic: MONEY_TOPICS };
  const subtopics = { topic: MONEY_TOPICS, subtopic: MONEY_SUBTOPIC_SEGMENTS };
  return [
    r('finance-article-longform', `${root}/features/{slug}/`, money('finance-article-longform')),
    r('money-article-longform', `${root}/features/{slug}/`, money('money-article-longform'), { linkOnly: true }),
    r('money-article-crypto-slug', `${root}/crypto/{slug}/`, money('money-article-crypto-slug'), {
      constraints: { slug: MONEY_CRYPTO_SLUGS },
    }),
    r('money-article-slug', `${root}/banking/checking/{slug}/`, money('money-article-slug'), {
      constraints: { slug: MONEY_CHECKING_SLUGS },
    }),
    r(
      'money-article-subtopic',
      `${root}/{topic}/{subtopic}/{slug}/`,
      { ...money('money-article-subtopic'), validate: validMoneySubtopic },
      { constraints: subtopics },
    ),
    r(
      'money-article-subtopic-alt',
      `${root}/{topic}/{subtopic}/`,
      { ...money('money-article-subtopic-alt'), validate: validMoneySubtopic },
      { constraints: subtopics },
    ),
    r('money-article-topic', `${root}/{topic}/{slug}/`, money('money-article-topic'), { constraints: topics }),
    r('money-article-topic-alt', `${root}/{topic}/`, money('money-article-topic-alt'), { constraints: topics }),
    r('money-article-no-category-slug', `${root}/{slug}/`, money('money-article-no-category-slug'), {
      constraints: { slug: MONEY_NO_CATEGORY_SLUGS },
    }),
    r('money-article', `${root}/{slug}/`, money('money-article'), { linkOnly: true }),
    r('finance-article-subtopic', `${root}/{topic}/{subtopic}/{slug}/`, money('finance-article-subtopic')),
    r('finance-article-topic', `${root}/{topic}/{slug}/`, money('finance-article-topic')),
    r('finance-article', `${root}/{slug}/`, money('finance-article')),
  ];
}
