import type { ShortcodeData } from '../../../body/shortcodeData';
import { PICTURES_DOOR } from '../../../render/galleryJsonLd';
import type { ShortcodeContext } from './types';

export function GalleryEmbed({ data, context }: { data: ShortcodeData<'gallery'>; context: ShortcodeContext }) {
  return (
    <aside className="shortcode shortcode--gallery" aria-label="Gallery">
      <a
        href={`${context.automotive ? PICTURES_DOOR.roadshowPath : PICTURES_DOOR.path}${encodeURIComponent(data.slug)}/`}
      >
        <span className="shortcode__kind">Gallery</span> {data.title}
      </a>
    </aside>
  );
}
