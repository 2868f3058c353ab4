import type { ShortcodeData } from '../../../../shared/body/shortcodeData';

export function GalleryEmbed({ data }: { data: ShortcodeData<'gallery'> }) {
  return (
    <aside className="shortcode shortcode--gallery" aria-label="Gallery">
      <a href={`/pictures/${encodeURIComponent(data.slug)}/`}>
        <span className="shortcode__kind">Gallery</span> {data.title}
      </a>
    </aside>
  );
}
