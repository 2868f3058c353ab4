/**
 * Shortcodes embedded in bodies. This first version shows the ones a reader can act on
 * (commerce links and buy buttons) and related links; the full set (listicles, review cards,
 * FAQ, video, gallery, tweets, charts) is the body-rendering work of the page-types issue.
 * Malformed JSON is logged and ignored (spec 001 §5).
 */
import { safeHref } from '../../../shared/body/parseBody';

interface ShortcodeProps {
  name: string;
  data: string;
  onBad: (name: string, error: string) => void;
}

type Data = Record<string, unknown>;

function parse(name: string, data: string, onBad: ShortcodeProps['onBad']): Data | null {
  try {
    const value: unknown = JSON.parse(data);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Data;
    onBad(name, 'data is not an object');
  } catch (error) {
    onBad(name, error instanceof Error ? error.message : String(error));
  }
  return null;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

export function Shortcode({ name, data, onBad }: ShortcodeProps) {
  const value = parse(name, data, onBad);
  if (!value) return null;
  const href = safeHref(text(value.url) ?? text(value.href));
  const label = text(value.label) ?? text(value.title) ?? text(value.text);
  switch (name) {
    case 'commerce':
    case 'buybutton':
      if (!href || !label) return null;
      return (
        <p className="shortcode shortcode--commerce">
          <a href={href} rel="noopener nofollow sponsored">{label}</a>
          {text(value.price) ? <> — {text(value.price)}</> : null}
        </p>
      );
    case 'relatedlinks': {
      const links = Array.isArray(value.links) ? value.links : [];
      const items = links.flatMap((link: unknown) => {
        const l = (link ?? {}) as Data;
        const url = safeHref(text(l.url));
        const title = text(l.title);
        return url && title ? [{ url, title }] : [];
      });
      if (items.length === 0) return null;
      return (
        <aside className="shortcode shortcode--related" aria-label="Related">
          <ul>{items.map((item) => <li key={item.url}><a href={item.url}>{item.title}</a></li>)}</ul>
        </aside>
      );
    }
    default:
      return null;
  }
}
