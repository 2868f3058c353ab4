import type { ShortcodeData } from '../../../../shared/body/shortcodeData';

/** Spec 001 §9: duration shown as minutes:seconds. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export function VideoEmbed({ data }: { data: ShortcodeData<'video'> }) {
  return (
    <aside className="shortcode shortcode--video" aria-label="Video">
      <a href={`/videos/${encodeURIComponent(data.slug)}/`}>
        <span className="shortcode__kind">Watch</span> {data.title}
        {data.duration !== undefined ? <span className="shortcode__duration"> {formatDuration(data.duration)}</span> : null}
      </a>
    </aside>
  );
}
