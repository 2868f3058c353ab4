import type { SizedImage } from '../../shared/images/imageUrl';

interface PictureProps {
  image: SizedImage;
  sizes: string;
  /** The hero loads eagerly with high priority; everything else lazily. */
  priority?: boolean;
  className?: string;
}

/** An image that always reserves its space (width and height) and offers a srcset. */
export function Picture({ image, sizes, priority = false, className }: PictureProps) {
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
