/**
 * The lead image of an article, review or live page (heroImage.ts: WebP and AVIF candidates,
 * decision 060) with its caption: static for a given content object, so it is rendered once
 * (segment cache) and carried as one ready string (decision 025). The image stays eager with
 * high priority; the browser's preload scanner finds it early in the body, so no separate
 * preload hint travels in the head or the payload.
 */
import type { SizedImage } from '../../shared/node/images/imageUrl';
import type { SegmentRenderer } from '../../shared/render/contract';
import { HERO_SIZES } from './heroImage';
import { Picture } from './Picture';
import { StaticHtml } from './StaticHtml';

interface HeroFigureProps {
  image: SizedImage;
  caption?: string | null;
  credits?: string | null;
  /** The content object the image belongs to (its version keys the segment). */
  owner: object;
  segments: SegmentRenderer;
}

export function HeroFigure({ image, caption, credits, owner, segments }: HeroFigureProps) {
  return (
    <StaticHtml
      as="figure"
      className="hero"
      segments={segments}
      owner={owner}
      variant="hero"
      render={() => (
        <>
          <Picture image={image} sizes={HERO_SIZES} priority />
          {caption || credits ? (
            <figcaption>
              {caption}
              {credits ? ` ${credits}` : null}
            </figcaption>
          ) : null}
        </>
      )}
    />
  );
}
