/**
 * What feature rules decide on an article page (spec 001 §6, §9; decision 070): the promo
 * callout of the window that is open, the solar and VPN callouts, the 'Shop Related Products'
 * module (rail on a desktop, inline elsewhere) and the sticky newsletter (off). Each callout
 * carries `data-rule` with the rule that showed it. Nothing renders when no rule holds.
 */
import {
  PROMO_CALLOUTS,
  SOLAR_CAMPAIGN_CALLOUT,
  STICKY_NEWSLETTER_TEXT,
  VPN_ADS_CALLOUT,
  solarStateCallout,
  type CalloutText,
} from '../../features/calloutTexts';
import type { RuleInput } from '../../../shared/features/ruleInput';
import { PROMO_RULES, evaluateRule, type RuleErrorReporter, type RuleName } from '../../../shared/features/rules';
import { SHOP_RELATED_PRODUCTS } from '../../../shared/affiliate/commerce';
import {
  analyticsPreampHeadScript,
  PREAMP_PLACEMENT_ATTRIBUTE,
  PREAMP_PLACEMENTS,
  PRELOAD_CLASS,
} from '../../../shared/node/scripts/analyticsPreamp';
import { currentSplices } from '../../components/RawHtml';
import { Picture } from '../../components/Picture';
import type { ImageBase } from '../../../shared/images/imageService';
import { namedSizedImage, type SizedImage } from '../../../shared/node/images/imageUrl';
import { formatPrice, priceAmount } from '../../../shared/content/currency';
import { listicleAnchor, listicleNames, listicleOffers, type Listicle } from '../../../shared/models/listicle';

/** The preamp's head script: only pages with a preload element carry it (decision 073). */
const PREAMP_SCRIPT = analyticsPreampHeadScript();

interface RuledProps {
  input: RuleInput;
  onError: RuleErrorReporter;
}

function Callout({ rule, text }: { rule: RuleName; text: CalloutText }) {
  return (
    <aside className="promo-callout" data-rule={rule}>
      <strong>{text.title}</strong> {text.text} <a href={text.href}>{text.link}</a>
    </aside>
  );
}

/** Callouts above the body: the first open promo window, then the solar and VPN callouts. */
export function RuledCallouts({ input, onError }: RuledProps) {
  const promo = PROMO_RULES.find((rule) => evaluateRule(rule, input, onError));
  const promoText = promo ? PROMO_CALLOUTS[promo] : undefined;
  return (
    <>
      {promo && promoText ? <Callout rule={promo} text={promoText} /> : null}
      {evaluateRule('solar-campaign', input, onError) ? (
        <Callout rule="solar-campaign" text={SOLAR_CAMPAIGN_CALLOUT} />
      ) : null}
      {input.stateCode && evaluateRule('solar-state-offer', input, onError) ? (
        <Callout rule="solar-state-offer" text={solarStateCallout(input.stateCode)} />
      ) : null}
      {evaluateRule('vpn-ads', input, onError) ? <Callout rule="vpn-ads" text={VPN_ADS_CALLOUT} /> : null}
    </>
  );
}

/** At most this many product tiles in 'Shop Related Products' (our choice: one row on a tablet). */
const SHOP_TILES = 4;

interface ShopTile {
  href: string;
  name: string;
  image?: SizedImage;
  price?: string;
}

/** The page's own best-list products (name, picture, lowest price), each linking to its card. */
function productTiles(listicles: readonly Listicle[], images: ImageBase): ShopTile[] {
  return listicles
    .flatMap((listicle) => {
      const { name } = listicleNames(listicle);
      const anchor = listicleAnchor(listicle);
      if (!name || !anchor) return [];
      const prices = listicleOffers(listicle).flatMap((offer) => priceAmount(offer.price) ?? []);
      const image = namedSizedImage(
        images,
        listicle.imageGroup?.image ?? listicle.precapImageGroup?.image,
        'square_96',
        [192],
      );
      const lowest = prices.length > 0 ? formatPrice(Math.min(...prices)) : undefined;
      return [{ href: `#${anchor}`, name, image, price: lowest ? `From ${lowest}` : undefined }];
    })
    .slice(0, SHOP_TILES);
}

/**
 * 001 §9 'Shop Related Products', US marketplace: commerce articles only. It is the analytics
 * vendor's placement (decision 073): `preload` keeps it invisible, its box kept, until the vendor
 * has set its link order, 3000 ms at most. It is never the page's largest element. Its tiles are
 * the page's own products (picture, name, lowest price) linking to their cards; a page without
 * any shows the shopping pages as tiles instead (issue 39).
 */
export function ShopRelatedProducts({
  input,
  onError,
  placement,
  listicles,
  images,
}: RuledProps & { placement: 'rail' | 'inline'; listicles: readonly Listicle[]; images: ImageBase }) {
  const rule = placement === 'rail' ? 'shop-related-products-rail' : 'shop-related-products-inline';
  if (!evaluateRule(rule, input, onError)) return null;
  currentSplices()?.headScript(PREAMP_SCRIPT);
  const products = productTiles(listicles, images);
  const tiles: ShopTile[] =
    products.length > 0 ? products : SHOP_RELATED_PRODUCTS.links.map((link) => ({ href: link.href, name: link.label }));
  return (
    <section
      className={`shop-related shop-related--${placement} ${PRELOAD_CLASS}`}
      data-rule={rule}
      data-marketplace={SHOP_RELATED_PRODUCTS.marketplace}
      {...{ [PREAMP_PLACEMENT_ATTRIBUTE]: PREAMP_PLACEMENTS.shopRelatedProducts }}
    >
      <h2>{SHOP_RELATED_PRODUCTS.title}</h2>
      <ul className="shop-tiles">
        {tiles.map((tile) => (
          <li key={tile.href} className="shop-tile">
            {tile.image ? <Picture image={tile.image} sizes="96px" className="shop-tile__image" decorative /> : null}
            <a className="shop-tile__name" href={tile.href}>
              {tile.name}
            </a>
            {tile.price ? <span className="shop-tile__price">{tile.price}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 001 §9: "Sticky newsletter is off" — the rule is always false, so this never renders. */
export function StickyNewsletter({ input, onError }: RuledProps) {
  if (!evaluateRule('sticky-newsletter', input, onError)) return null;
  return (
    <aside className="sticky-newsletter" data-rule="sticky-newsletter">
      <a href="/newsletters/">{STICKY_NEWSLETTER_TEXT}</a>
    </aside>
  );
}
