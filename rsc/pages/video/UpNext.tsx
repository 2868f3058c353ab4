/**
 * The video page's "Up next" list (decision 020): other videos of the video's section, from the
 * section listing the server already knows how to ask for, built by shared/video/upNext.ts
 * (videos only, current one excluded, de-duplicated by id, at most UP_NEXT_LIMIT). Cards with
 * the poster as a thumbnail behind a play mark (a row that scrolls with snap points on a phone,
 * a list in the rail beside the player on a desktop); plain links, so it works without JavaScript; the first one is where
 * the countdown island leads when the video completes. It streams in its own Suspense boundary; a failed call leaves it out (logged).
 */
import { sizedImage } from '../../../shared/node/images/imageUrl';
import type { RscServices } from '../../../shared/render/contract';
import type { Brand } from '../../../shared/routes/types';
import { upNextPlaylist } from '../../../shared/video/upNext';
import { UpNextCountdown } from '../../../client/video/UpNextCountdown';
import { DurationBadge } from '../../components/DurationBadge';
import { Picture } from '../../components/Picture';

/** A card's thumbnail: 16:9, 240 px wide on a phone's scrolling row, 128 px in the rail on a desktop. */
const THUMB = { width: 320, height: 180, widths: [240, 480], sizes: '240px' } as const;

/** How many section cards are read to find the videos (our choice: sections mix videos with articles). */
export const UP_NEXT_LISTING_LIMIT = 100;
export const UP_NEXT_HEADING = 'Up next';

interface UpNextProps {
  services: RscServices;
  brand: Brand;
  section: string;
  videoId: string;
  onFailure?: (error: unknown) => void;
}

export async function UpNext({ services, brand, section, videoId, onFailure }: UpNextProps) {
  let entries;
  try {
    const listing = await services.content.getListing(brand, 'section', section, { limit: UP_NEXT_LISTING_LIMIT });
    entries = upNextPlaylist(listing.items, videoId, services.siteOrigin);
  } catch (error) {
    onFailure?.(error);
    services.log.warn('up next videos unavailable', {
      section,
      err: error instanceof Error ? error.message : String(error),
    });
    return null;
  }
  const [next] = entries;
  if (!next) return null;
  return (
    <section className="up-next" aria-labelledby="up-next-heading">
      <h2 id="up-next-heading">{UP_NEXT_HEADING}</h2>
      <ol className="up-next__list">
        {entries.map((entry) => {
          const thumb = sizedImage(services.imageBaseUrl, entry.image, THUMB.width, THUMB.height, THUMB.widths);
          return (
            <li key={entry.id}>
              <a href={entry.url} data-video-id={entry.id}>
                <span className="up-next__thumb">
                  {thumb ? <Picture image={thumb} sizes={THUMB.sizes} decorative /> : null}
                  <DurationBadge seconds={entry.duration} />
                </span>
                <span className="up-next__title">{entry.title}</span>
              </a>
            </li>
          );
        })}
      </ol>
      <UpNextCountdown key={videoId} videoId={videoId} next={{ id: next.id, title: next.title, url: next.url }} />
    </section>
  );
}
