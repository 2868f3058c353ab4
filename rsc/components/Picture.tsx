import type { SizedImage } from '../../shared/node/images/imageUrl';

interface PictureProps {
  image: SizedImage;
  sizes: string;
  /** The hero loads eagerly with high priority; everything else lazily. */
  priority?: boolean;
  className?: string;
  /** The image only illustrates text that is right beside it (a card's title): empty alt. */
  decorative?: boolean;
}

/**
 * An image that always reserves its space (width and height) and offers a srcset, so the browser
 * picks the candidate its layout width needs (a phone never fetches the desktop size). An image
 * with AVIF candidates (the heroes: decision 060) becomes a `<picture>` offering them first.
 */
export function Picture({ image, sizes, priority = false, className, decorative = false }: PictureProps) {
  // Inside a <picture>, the img's own candidates would only serve browsers without AVIF (none
  // the site supports): it keeps its src as the fallback and saves ~550 bytes a hero (decision 060).
  const candidates = image.avifSrcSet ? {} : { srcSet: image.srcSet, sizes };
  const img = (
    <img
      className={className}
      src={image.src}
      {...candidates}
      width={image.width}
      height={image.height}
      alt={decorative ? '' : image.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
    />
  );
  if (!image.avifSrcSet) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={image.avifSrcSet} sizes={sizes} />
      {img}
    </picture>
  );
}
