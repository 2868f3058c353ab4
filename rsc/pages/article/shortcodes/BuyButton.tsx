import { formatPrice } from '../../../../shared/content/currency';
import { OutboundLink } from './OutboundLink';
import type { ShortcodeContext } from './types';

interface BuyButtonProps {
  url: string;
  label: string;
  price?: string | number;
  context: ShortcodeContext;
}

export function BuyButton({ url, label, price, context }: BuyButtonProps) {
  const shown = formatPrice(price);
  return (
    <p className="shortcode shortcode--buy">
      <OutboundLink className="buy-button" href={url} context={context}>
        {label}
        {shown ? <span className="buy-button__price">{shown}</span> : null}
      </OutboundLink>
    </p>
  );
}
