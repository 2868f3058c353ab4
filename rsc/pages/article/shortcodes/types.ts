import type { ImageBase } from '../../../../shared/images/imageService';
import type { Listicle } from '../../../../shared/models/listicle';
import type { VideoEmbedContext } from './VideoEmbed';

/** What shortcode components need from the article and the request. */
export interface ShortcodeContext {
  listicles: readonly Listicle[];
  images: ImageBase;
  rewriteHref: (href: string) => string;
  linkRel: (href: string) => string | undefined;
  /** For video shortcodes that play in place (client/video/VideoPlayer). */
  videoEmbed?: VideoEmbedContext;
  /** Roadshow content (site roadshow or section cars): its galleries live under /roadshow/pictures/. */
  automotive?: boolean;
}
