import type { ShortcodeData } from '../../../body/shortcodeData';
import { splitLikes } from '../../../../shared/models/listicle';
import { OutboundLink } from './OutboundLink';
import type { ShortcodeContext } from './types';

/** A review card: product, rating out of 10, likes and dislikes. */
export function ReviewCard({ data, context }: { data: ShortcodeData<'review'>; context: ShortcodeContext }) {
  const good = splitLikes(data.good);
  const bad = splitLikes(data.bad);
  return (
    <aside className="shortcode shortcode--review" aria-label="Review">
      <p className="shortcode__title">
        {data.url ? (
          <OutboundLink href={data.url} context={context}>
            {data.title}
          </OutboundLink>
        ) : (
          data.title
        )}
      </p>
      {data.rating !== undefined ? <p className="shortcode__rating">{data.rating.toFixed(1)}/10</p> : null}
      {good.length > 0 ? <LikeList title="Like" items={good} /> : null}
      {bad.length > 0 ? <LikeList title="Don't like" items={bad} /> : null}
    </aside>
  );
}

export function LikeList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div className="likes">
      <p className="likes__title">{title}</p>
      <ul>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
