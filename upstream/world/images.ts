import type { Image } from '../../shared/models/image';
import type { Rng } from './random';
import { contentDate } from './dates';

/**
 * Image records, hub style: `path` is appended to the image base (the upstream serves
 * `/img{path}`). A few are bucket images (bucketPath/bucketType, no hub fields). Every path is
 * registered with its size so `/img/*` can default to the record's width and height.
 */
export interface ImageSize {
  width: number;
  height: number;
}

export interface ImageFactory {
  make(options: ImageOptions): Image;
  readonly sizes: Map<string, ImageSize>;
}

export interface ImageOptions {
  name: string;
  dateMs: number;
  width: number;
  height: number;
  alt: string;
  caption?: string;
  credits?: string;
  bucket?: boolean;
}

export function createImageFactory(rng: Rng): ImageFactory {
  const sizes = new Map<string, ImageSize>();
  let counter = 0;
  return {
    sizes,
    make(options) {
      counter += 1;
      const key = rng.hex(12);
      const { width, height } = options;
      if (options.bucket) {
        const bucketPath = `/bucket/${key}/${options.name}.png`;
        sizes.set(bucketPath, { width, height });
        return {
          bucketPath,
          bucketType: 'neutron-bucket',
          alt: options.alt,
          caption: options.caption,
          width,
          height,
          typeName: 'content_image',
        };
      }
      const day = new Date(options.dateMs).toISOString().slice(0, 10).replace(/-/g, '/');
      const filename = `${options.name}.jpg`;
      const path = `/${day}/${key}/${filename}`;
      sizes.set(path, { width, height });
      return {
        id: String(100_000 + counter),
        filename,
        path,
        dateCreated: contentDate(options.dateMs),
        alt: options.alt,
        caption: options.caption,
        credits: options.credits ?? 'CNET',
        width,
        height,
        typeName: 'content_image',
      };
    },
  };
}
