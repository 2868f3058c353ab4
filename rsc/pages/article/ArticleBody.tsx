/**
 * The article body: the table of contents, then segments of safe HTML (shared/body) with
 * shortcodes between them as components. The segments are computed once per article object
 * and device (rsc/body/articleBodyModel.ts), i.e. once per content-cache entry, not once
 * per request.
 */
import type { ArticleBodyModel } from '../../body/articleBodyModel';
import { articleBodyModel } from '../../body/articleBodyModel';
import type { ImageBase } from '../../../shared/images/imageService';
import type { Article } from '../../../shared/models/article';
import type { Device } from '../../../shared/requestState';
import { DEFAULT_DEVICE } from '../../../shared/requestState';
import { cachedBodyPlan } from '../../ads/bodySlots';
import type { BodyPiece } from '../../ads/bodySlots';
import type { PageAds } from '../../components/ads/pageAds';
import type { SegmentRenderer } from '../../../shared/render/contract';
import { BodyPieces } from './BodyPieces';
import { AUTOMOTIVE_SECTION } from '../../../shared/node/routes/enumerations';
import { TableOfContents } from './shortcodes/TableOfContents';
import type { VideoEmbedContext } from './shortcodes/VideoEmbed';

interface ArticleBodyProps {
  article: Article;
  /** The site origin, e.g. https://www.example.com (affiliate article URLs, internal links). */
  siteOrigin: string;
  device?: Device;
  images: ImageBase;
  onBadShortcode: (name: string, error: string) => void;
  /** Lets video shortcodes play in place. */
  videoEmbed?: VideoEmbedContext;
  /** The page's ads: their in-article slots go between body nodes (001 §9). */
  ads?: PageAds | null;
  /** Renders the table of contents once per article object (decision 025). */
  segments?: SegmentRenderer;
}

export function ArticleBody({
  article,
  siteOrigin,
  device = DEFAULT_DEVICE,
  images,
  onBadShortcode,
  videoEmbed,
  ads,
  segments,
}: ArticleBodyProps) {
  const model: ArticleBodyModel = articleBodyModel(article, { origin: siteOrigin, device });
  const context = {
    listicles: article.listicles,
    images,
    rewriteHref: model.rewriteHref,
    linkRel: model.linkRel,
    videoEmbed,
    // Roadshow stories embed roadshow galleries; an automotive story of another section (the
    // /home/electric-vehicles/ ones) embeds its section's, under /pictures/ (a /roadshow/pictures/ link was a 404).
    automotive: article.site === 'roadshow' || article.section === AUTOMOTIVE_SECTION,
  };
  const pieces: BodyPiece[] = ads
    ? cachedBodyPlan(
        model.nodes,
        {
          isInternalHref: (href) => model.linkRel(href) === undefined,
          linkRel: model.linkRel,
          rewriteHref: model.rewriteHref,
        },
        ads.layout,
        ads.device,
      ).pieces
    : model.segments.map((segment) => ({ kind: 'segment', segment }));
  return (
    <>
      <TableOfContents items={model.toc} segments={segments} owner={article} />
      <div className="body">
        <BodyPieces pieces={pieces} ads={ads} context={context} onBadShortcode={onBadShortcode} />
      </div>
    </>
  );
}
