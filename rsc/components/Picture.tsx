import type { SizedImage } from '../../shared/images/imageUrl';

interface PictureProps {
  image: SizedImage;
  sizes: string;
  /** The hero loads eagerly with high priority; everything else lazily. */
  priority?: boolean;
  className?: string;
  /** The image only illustrates text that is right beside it (a card's title): empty alt. */
  decorative?: boolean;
}

/** An image that always reserves its space (width and height) and offers a srcset. */
export function Picture({ image, sizes, priority = false, className, decorative = false }: PictureProps) {
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={decorative ? '' : image.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
