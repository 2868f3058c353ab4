import type { ShortcodeData } from '../../../body/shortcodeData';
import { OutboundLink } from './OutboundLink';
import type { ShortcodeContext } from './types';

export function Tweet({ data, context }: { data: ShortcodeData<'tweet'>; context: ShortcodeContext }) {
  return (
    <blockquote className="shortcode shortcode--tweet">
      {data.text ? <p>{data.text}</p> : null}
      <OutboundLink href={data.url} context={context}>
        View the post
      </OutboundLink>
    </blockquote>
  );
}
