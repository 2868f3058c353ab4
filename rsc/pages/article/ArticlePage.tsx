import { Suspense } from 'react';
import { sectionListingPath, topicListingPath } from '../../routes/topicLinks';
import { sizedImage } from '../../../shared/node/images/imageUrl';
import type { Article } from '../../../shared/models/article';
import { articleCrumbs, primaryTopic } from '../../render/articleCrumbs';
import type { PageRequest, RscServices } from '../../../shared/render/contract';
import { pageRuleInput } from '../../../shared/node/features/pageRuleInput';
import { evaluateRule, type RuleErrorReporter } from '../../../shared/features/rules';
import { HEALTH_VARIANT_NOTE } from '../../features/calloutTexts';
import { sectionName } from '../../sections';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { HeroFigure } from '../../components/HeroFigure';
import { HERO_IMAGE } from '../../components/heroImage';
import { ArticleBody } from './ArticleBody';
import { Byline, bylineVariant } from '../../components/Byline';
import { StaticHtml } from '../../components/StaticHtml';
import { Headline } from '../../components/Headline';
import { AdPageScope } from '../../components/ads/AdSlot';
import { AdSlots } from '../../components/ads/AdSlots';
import { pageAds } from '../../components/ads/pageAds';
import { slotsAt } from '../../ads/placement';
import { RelatedArticles, RelatedArticlesPlaceholder } from './RelatedArticles';
import { FinanceRates } from './FinanceRates';
import { videoEmbedContext } from './shortcodes/VideoEmbed';
import { RuledCallouts, ShopRelatedProducts, StickyNewsletter } from './RuledModules';
import { staticMyFiProduct } from '../../render/siteState';
import { articleFlags, type ArticleFlags } from '../../../shared/node/content/derived';
import { SponsoredLabel } from './SponsoredLabel';

interface ArticlePageProps {
  article: Article;
  request: PageRequest;
  services: RscServices;
}

/** The article's classes: the health variant (decision 070), the sponsored and centred treatments (decision 118). */
function articleClass(healthVariant: boolean, flags: ArticleFlags): string {
  let name = 'article';
  if (healthVariant) name += ' article--health-variant';
  if (flags.brandedContent) name += ' article--sponsored';
  if (flags.centerJustified) name += ' article--centred';
  return name;
}

export function ArticlePage({ article, request, services }: ArticlePageProps) {
  const hero = sizedImage(
    services.imageBaseUrl,
    article.image,
    HERO_IMAGE.width,
    HERO_IMAGE.height,
    HERO_IMAGE.widths,
    true,
  );
  const topic = primaryTopic(article.topics);
  const relatedSlug = topic?.slug ?? article.section;
  const relatedName = topic?.name ?? sectionName(article.section);
  // Feature rules (decision 070): what this reader sees of the page's modules and callouts.
  const rules = pageRuleInput(request, article);
  const onRuleError: RuleErrorReporter = (rule, error) =>
    services.log.warn('feature rule failed', { rule, err: error instanceof Error ? error.message : String(error) });
  const ads = pageAds(request, services, 'article', article);

  const related = relatedSlug && relatedName && evaluateRule('related-articles', rules, onRuleError);
  const shopRail = evaluateRule('shop-related-products-rail', rules, onRuleError);
  const shop = { input: rules, onError: onRuleError, listicles: article.listicles, images: services.imageBaseUrl };
  const rail = related || shopRail || (ads !== null && slotsAt(ads.fixed, 'side').length > 0);
  const healthVariant = evaluateRule('health-page-variant', rules, onRuleError);
  // The personal-finance pages readers look for rates on show the partner feed's table (decision 077).
  const financeProduct = staticMyFiProduct(request);
  // Sponsored and centre-justified treatments (decision 118).
  const flags = articleFlags(article);
  const pageUrl = financeProduct ? new URL(request.url, 'http://page.invalid') : undefined;

  return (
    <AdPageScope ads={ads}>
      <article
        className={articleClass(healthVariant, flags)}
        {...(healthVariant ? { 'data-rule': 'health-page-variant' } : {})}
      >
        {/* The columns end before the closing ads: the sticky rail stops above them (issue 39). */}
        <div className="article__columns">
          <AdSlots ads={ads} placement="top" />
          <div className="article__main">
            {/* Static for a given article and date labels: rendered once and carried as one string (decision 025). */}
            <StaticHtml
              as="header"
              className="article__head"
              segments={services.segments}
              owner={article}
              variant={`head ${bylineVariant(article, request.now)}`}
              render={() => (
                <>
                  {flags.brandedContent ? <SponsoredLabel /> : null}
                  <Breadcrumbs crumbs={articleCrumbs(article)} />
                  <h1>
                    <Headline text={article.headline} />
                  </h1>
                  {article.dek ? <p className="dek">{article.dek}</p> : null}
                  <Byline content={article} now={request.now} />
                </>
              )}
            />
            {healthVariant ? <p className="health-variant-note">{HEALTH_VARIANT_NOTE}</p> : null}
            <RuledCallouts input={rules} onError={onRuleError} />
            {hero ? (
              <HeroFigure
                image={hero}
                caption={article.image?.caption}
                credits={article.image?.credits}
                owner={article}
                segments={services.segments}
              />
            ) : null}
            {financeProduct && pageUrl ? (
              <FinanceRates
                product={financeProduct}
                path={pageUrl.pathname}
                search={pageUrl.searchParams}
                services={services}
                onFailure={request.onRenderError}
              />
            ) : null}
            <ArticleBody
              article={article}
              siteOrigin={services.siteOrigin}
              device={request.state.device}
              images={services.imageBaseUrl}
              videoEmbed={videoEmbedContext(article, request, services)}
              onBadShortcode={(name, error) =>
                services.log.warn('malformed shortcode ignored', { shortcode: name, contentId: article.id, err: error })
              }
              ads={ads}
              segments={services.segments}
            />
          </div>
          {/* The right rail on a desktop (the rail ad, then more to read); after the body on a phone. */}
          {rail ? (
            <aside className="rail" aria-label="More to read">
              <AdSlots ads={ads} placement="side" />
              {shopRail ? <ShopRelatedProducts {...shop} placement="rail" /> : null}
              {related ? (
                <Suspense fallback={<RelatedArticlesPlaceholder />}>
                  <RelatedArticles
                    services={services}
                    onFailure={request.onRenderError}
                    brand={request.brand}
                    topicSlug={relatedSlug}
                    moreHref={topic ? topicListingPath(topic.slug, article.section) : sectionListingPath(relatedSlug)}
                    topicName={relatedName}
                    excludeId={article.id}
                    now={request.now}
                  />
                </Suspense>
              ) : null}
            </aside>
          ) : null}
          <ShopRelatedProducts {...shop} placement="inline" />
          <StickyNewsletter input={rules} onError={onRuleError} />
        </div>
        <AdSlots ads={ads} placement="bottom" />
      </article>
    </AdPageScope>
  );
}
