import { formatPrice } from '../../../../shared/content/currency';
import type { ShortcodeData } from '../../../body/shortcodeData';
import { OutboundLink } from './OutboundLink';
import type { ShortcodeContext } from './types';

export function CommerceLink({ data, context }: { data: ShortcodeData<'commerce'>; context: ShortcodeContext }) {
  const label = data.productName ?? data.label ?? data.merchant;
  if (!label) return null;
  const price = formatPrice(data.price);
  return (
    <p className="shortcode shortcode--commerce">
      <OutboundLink href={data.url} context={context}>
        {label}
      </OutboundLink>
      {price ? <span className="shortcode__price">{price}</span> : null}
      {data.merchant ? <span className="shortcode__merchant">at {data.merchant}</span> : null}
    </p>
  );
}
