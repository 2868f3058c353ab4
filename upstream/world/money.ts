/**
 * The money pages of the content bridge (000 §7 Page: "money type uses
 * /api/bridge/composer/{site}/pages/article/{slug}/{experience}"). The bridge is a second CMS
 * whose articles live at the enumerated /personal-finance/ paths of shared/node/routes/enumerations.ts
 * (the money routes of shared/node/routes/moneyRoutes.ts); the content API does not know them.
 *
 * Each page borrows the body, byline and pictures of one of the world's finance articles and gets
 * its own id, slug, headline and canonical address. No random draw is made, so adding the bridge
 * changes nothing else in the world.
 */
import type { Article } from '../../shared/models/article';
import {
  MONEY_CHECKING_SLUGS,
  MONEY_CRYPTO_SLUGS,
  MONEY_NO_CATEGORY_SLUGS,
  MONEY_SUBTOPICS,
  MONEY_TOPICS,
  PERSONAL_FINANCE_ROOT,
} from '../../shared/node/routes/enumerations';
import { titleCase } from './text';

/** A bridge page: the slug the bridge is asked for and the page's path on the site. */
export interface MoneyPagePlan {
  slug: string;
  path: string;
}

const root = `/${PERSONAL_FINANCE_ROOT}`;

/**
 * Every money page: a topic's and a subtopic's own article (asked for by the topic or subtopic
 * segment, as the -alt routes have no slug), one guide under each, and the crypto, checking and
 * no-category articles of the lists.
 */
export function moneyPagePlans(): MoneyPagePlan[] {
  const plans: MoneyPagePlan[] = [];
  for (const topic of MONEY_TOPICS) {
    plans.push(
      { slug: topic, path: `${root}/${topic}/` },
      { slug: `${topic}-guide`, path: `${root}/${topic}/${topic}-guide/` },
    );
    for (const subtopic of MONEY_SUBTOPICS[topic] ?? []) {
      plans.push(
        { slug: subtopic, path: `${root}/${topic}/${subtopic}/` },
        { slug: `${subtopic}-guide`, path: `${root}/${topic}/${subtopic}/${subtopic}-guide/` },
      );
    }
  }
  for (const slug of MONEY_CRYPTO_SLUGS) plans.push({ slug, path: `${root}/crypto/${slug}/` });
  for (const slug of MONEY_CHECKING_SLUGS) plans.push({ slug, path: `${root}/banking/checking/${slug}/` });
  for (const slug of MONEY_NO_CATEGORY_SLUGS) plans.push({ slug, path: `${root}/${slug}/` });
  return plans;
}

/** The bridge's articles by slug, made from the world's finance articles in turn. */
export function createMoneyPages(articles: readonly Article[]): Map<string, Article> {
  const finance = articles.filter((article) => article.section === PERSONAL_FINANCE_ROOT);
  const pages = new Map<string, Article>();
  if (finance.length === 0) return pages;
  moneyPagePlans().forEach((plan, index) => {
    const template = finance[index % finance.length] as Article;
    const headline = `${titleCase(plan.slug.replaceAll('-', ' '))}: What to Know`;
    pages.set(plan.slug, {
      ...template,
      id: `bridge-${plan.slug}`,
      slug: plan.slug,
      canonicalUrl: plan.path,
      headline,
      titleTag: headline,
      promoHed: headline,
      availableOn: [{ edition: 'us', slug: plan.slug }],
    });
  });
  return pages;
}
