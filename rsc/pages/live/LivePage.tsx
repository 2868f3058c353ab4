import { isEnabled } from '../../../shared/features/flags';
import { Suspense } from 'react';
import { parseBody, textOf } from '../../../shared/body/parseBody';
import { parseContentDate } from '../../../shared/format/date';
import { sizedImage } from '../../../shared/node/images/imageUrl';
import type { LiveArticle, LiveItem } from '../../../shared/models/liveArticle';
import { articleCrumbs, primaryTopic } from '../../render/articleCrumbs';
import { sectionListingPath, topicListingPath } from '../../routes/topicLinks';
import { sectionName } from '../../sections';
import type { PageRequest, RscServices } from '../../../shared/render/contract';
import { pinnedLiveItems, visibleLiveItems } from '../../render/liveItems';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { HeroFigure } from '../../components/HeroFigure';
import { HERO_IMAGE } from '../../components/heroImage';
import { Byline } from '../../components/Byline';
import { AdPageScope } from '../../components/ads/AdSlot';
import { AdSlots } from '../../components/ads/AdSlots';
import { pageAds } from '../../components/ads/pageAds';
import { slotsAt } from '../../ads/placement';
import { RelatedArticles, RelatedArticlesPlaceholder } from '../article/RelatedArticles';
import { RichText } from '../review/RichText';
import { richTextSource } from '../review/richTextSource';
import { LiveKeyUpdates } from '../../../client/live/LiveKeyUpdates';
import { LiveUpdates } from '../../../client/live/LiveUpdates';
import { isKeyUpdate, keyUpdates } from '../../../shared/live/keyUpdates';
import { LiveTime } from '../../../client/live/LiveTime';
import { LiveItemCard } from './LiveItemCard';
import { liveUpdatesProps } from './liveUpdatesProps';
import { Headline } from '../../components/Headline';
import { LiveLastUpdated } from '../../../client/live/LiveLastUpdated';
import { liveLastUpdated } from '../../../shared/live/lastUpdated';
import { eventStartLabel } from './eventStartLabel';

interface LivePageProps {
  live: LiveArticle;
  request: PageRequest;
  services: RscServices;
}

/** The intro often repeats the dek; it is shown only when it says more. */
function sameText(html: string, text: string | undefined): boolean {
  return text !== undefined && textOf(parseBody(html)).trim() === text.trim();
}

/** A key update's time as the server draws it (as on the update itself): a LiveTime, kept fresh in the browser. */
function keyTime(item: LiveItem, now: number) {
  const published = parseContentDate(item.displayDatePublished) ?? parseContentDate(item.datePublished);
  return published ? <LiveTime iso={published.toISOString()} now={now} /> : null;
}

/** The byline's content without its updated dates: a live page says "Updated" once, from its newest update. */
function publishedOnly(live: LiveArticle) {
  const { author, moreAuthors, datePublished, displayDatePublished } = live;
  return { author, moreAuthors, datePublished, displayDatePublished };
}

/** Whether the event is on now: started and not ended (transition rules are not shown; 001 §4). */
function isOngoing(live: LiveArticle, now: number): boolean {
  const start = parseContentDate(live.eventStart);
  const end = parseContentDate(live.eventEnd);
  return (!start || start.getTime() <= now) && (!end || end.getTime() > now);
}

/**
 * Live coverage as first served: intro, then every update newest first by sequence, pinned
 * updates repeated on top. While the event is on and the article has a channel, the pinned block
 * and the updates are the LiveUpdates island (client/live), which keeps both live over the
 * socket; otherwise they are static, the stream carrying channel, content id and last sequence in
 * data attributes.
 */
export function LivePage({ live, request, services }: LivePageProps) {
  const items = visibleLiveItems(live.items);
  const pinned = pinnedLiveItems(items);
  const hero = sizedImage(
    services.imageBaseUrl,
    live.image,
    HERO_IMAGE.width,
    HERO_IMAGE.height,
    HERO_IMAGE.widths,
    true,
  );
  const source = richTextSource({ ...live, title: live.headline }, request, services);
  const onBad = (name: string, error: string) =>
    services.log.warn('malformed shortcode ignored', { shortcode: name, contentId: live.id, err: error });
  const ongoing = isOngoing(live, request.now);
  // While the event is on, the island keeps the pinned block and the stream live; with the
  // liveUpdates flag off (000 §4) the page is the static list, and nothing connects.
  const island = ongoing && isEnabled(request.state.flags, 'liveUpdates') ? live.channelDetails : undefined;
  const start = parseContentDate(live.eventStart);
  const startLabel = eventStartLabel(live, request.now);
  const ads = pageAds(request, services, 'live', live);
  const topic = primaryTopic(live.topics);
  const relatedSlug = topic?.slug ?? live.section;
  const relatedName = topic?.name ?? sectionName(live.section);
  const related = relatedSlug && relatedName ? { slug: relatedSlug, name: relatedName } : undefined;
  return (
    <AdPageScope ads={ads}>
      <article className="live">
        <AdSlots ads={ads} placement="top" />
        <header className="live__head">
          <Breadcrumbs crumbs={articleCrumbs(live)} />
          <p className={ongoing ? 'live-badge live-badge--on' : 'live-badge'}>
            {ongoing ? 'Live' : 'Live coverage has ended'}
          </p>
          <h1>
            <Headline text={live.headline} />
          </h1>
          {live.dek ? <p className="dek">{live.dek}</p> : null}
          {/* The byline gives the published time only: "Updated" below follows the newest update. */}
          <Byline content={publishedOnly(live)} now={request.now} />
          <p className="live-times">
            <LiveLastUpdated iso={liveLastUpdated(live, items, request.now).toISOString()} now={request.now} />
            {startLabel && start ? (
              <time className="live-times__start" dateTime={start.toISOString()}>
                {startLabel}
              </time>
            ) : null}
          </p>
        </header>
        {hero ? <HeroFigure image={hero} owner={live} segments={services.segments} /> : null}
        {/* The timeline's column; on a desktop the rail beside it (the rail ad), on a phone after it. */}
        <div className="live__main">
          {live.intro && !sameText(live.intro, live.dek) ? (
            <RichText html={live.intro} source={source} onBadShortcode={onBad} />
          ) : null}
          {live.body ? <RichText html={live.body} source={source} onBadShortcode={onBad} /> : null}
          {/* While the event is on, the island draws "Key updates" too, kept current from its store. */}
          {island ? (
            <LiveUpdates
              key={live.id}
              {...liveUpdatesProps(live, island, items, source, request, services)}
              cards={Object.fromEntries(
                items.map((item) => [
                  item.id,
                  <LiveItemCard key={item.id} item={item} now={request.now} source={source} onBadShortcode={onBad} />,
                ]),
              )}
              keyTimes={Object.fromEntries(
                items.filter(isKeyUpdate).map((item) => [item.id, keyTime(item, request.now)]),
              )}
              pinnedCards={Object.fromEntries(
                pinned.map((item) => [
                  item.id,
                  <LiveItemCard
                    key={item.id}
                    item={item}
                    now={request.now}
                    source={source}
                    onBadShortcode={onBad}
                    pinnedCopy
                  />,
                ]),
              )}
            />
          ) : (
            <>
              <LiveKeyUpdates
                entries={keyUpdates(items).map((item) => ({
                  id: item.id,
                  headline: item.headline,
                  time: keyTime(item, request.now),
                }))}
              />
              {pinned.length > 0 ? (
                <section className="live-pinned" aria-label="Pinned updates">
                  <h2>Pinned</h2>
                  <ol className="live-items">
                    {pinned.map((item) => (
                      <LiveItemCard
                        key={item.id}
                        item={item}
                        now={request.now}
                        source={source}
                        onBadShortcode={onBad}
                        pinnedCopy
                      />
                    ))}
                  </ol>
                </section>
              ) : null}
              <section
                className="live-stream"
                aria-label="Live updates"
                data-content-id={live.id}
                data-channel={live.channelDetails?.name}
                data-last-sequence={items[0]?.sequence ?? 0}
              >
                <h2>Updates</h2>
                <ol className="live-items">
                  {items.map((item) => (
                    <LiveItemCard key={item.id} item={item} now={request.now} source={source} onBadShortcode={onBad} />
                  ))}
                </ol>
              </section>
            </>
          )}
        </div>
        {/* The rail (decision 064): more coverage of the topic, then the rail ad; on a desktop beside the column, the ad then held in view down the updates. */}
        {related || (ads && slotsAt(ads.fixed, 'side').length + slotsAt(ads.delayed, 'side').length > 0) ? (
          <aside className="rail live__rail" aria-label="More to read">
            {/* Its height is reserved on a desktop: the ad under it does not move when it streams in. */}
            {related ? (
              <div className="live__related">
                <Suspense fallback={<RelatedArticlesPlaceholder />}>
                  <RelatedArticles
                    services={services}
                    onFailure={request.onRenderError}
                    brand={request.brand}
                    topicSlug={related.slug}
                    moreHref={topic ? topicListingPath(topic.slug, live.section) : sectionListingPath(related.slug)}
                    topicName={related.name}
                    excludeId={live.id}
                    now={request.now}
                  />
                </Suspense>
              </div>
            ) : null}
            <AdSlots ads={ads} placement="side" />
          </aside>
        ) : null}
        <AdSlots ads={ads} placement="bottom" />
      </article>
    </AdPageScope>
  );
}
