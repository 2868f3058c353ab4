import type { ShortcodeData } from '../../../body/shortcodeData';
import { OutboundLink } from './OutboundLink';
import type { ShortcodeContext } from './types';

export function RelatedLinks({ data, context }: { data: ShortcodeData<'relatedlinks'>; context: ShortcodeContext }) {
  return (
    <aside className="shortcode shortcode--related" aria-label={data.title ?? 'Related'}>
      {data.title ? <p className="shortcode__title">{data.title}</p> : null}
      <ul>
        {data.links.map((link, index) => (
          <li key={index}>
            <OutboundLink href={link.url} context={context}>
              {link.title}
            </OutboundLink>
          </li>
        ))}
      </ul>
    </aside>
  );
}
