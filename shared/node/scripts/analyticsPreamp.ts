/**
 * The analytics preamp (spec 001 §9: "analytics preamp hides preload classes after 3000 ms";
 * decision 073). Neutron's A/B tests are decided on the server (000 §4), so server-rendered
 * markup never waits for them. What the browser does decide late is a *placement*: an element
 * the analytics vendor (the consent-gated `analytics` tag, C0002) may change once it has run —
 * today the 'Shop Related Products' module, whose link order the vendor's experience sets.
 * Such an element carries the class `preload`; the preamp keeps it invisible (visibility only:
 * its box stays, nothing moves) until the vendor says it is ready, and for 3000 ms at most.
 *
 * The preamp is a few bytes of head script, written into the head of a page that renders a
 * preload element (the module asks for it: HtmlSplices.headScript), so it runs before the first
 * paint and needs nothing else to load:
 * - it hides only when the reader's consent cookie already grants C0002, the only case in which
 *   the vendor will run: a reader who has not decided, or refused, never waits;
 * - it adds `preamp-hiding` to <html>; the stylesheet hides `.preamp-hiding .preload`;
 * - the vendor's `neutron:analytics-ready` event, or 3000 ms, removes it; `<html
 *   data-preamp>` tells which (`ready` or `timeout`), for tests and curious developers.
 * Without JavaScript nothing adds the class, so a preload element is simply visible.
 */

/** 001 §9: the preamp stops hiding after this long, whatever the vendor does. */
export const ANALYTICS_PREAMP_TIMEOUT_MS = 3000;

/** 001 §9 "preload classes": the class an element the vendor may change carries. */
export const PRELOAD_CLASS = 'preload';

/** On <html> while the preamp hides preload elements (our choice). */
export const PREAMP_HIDING_CLASS = 'preamp-hiding';

/** The document event the analytics vendor dispatches once its placements are applied (our choice). */
export const ANALYTICS_READY_EVENT = 'neutron:analytics-ready';

/** The attribute naming a placement, the vendor's handle on the element (our choice). */
export const PREAMP_PLACEMENT_ATTRIBUTE = 'data-preamp-placement';

/**
 * The vendor chooses a placement's variant by setting this attribute; the site's stylesheet
 * defines what each variant looks like, so the vendor never moves nodes React owns (our choice).
 */
export const PREAMP_VARIANT_ATTRIBUTE = 'data-preamp-variant';
/** The variant the local stand-in vendor picks: the module's links in reverse order. */
export const PREAMP_VENDOR_VARIANT = 'reversed';

/** The placements the site offers the vendor (decision 073). */
export const PREAMP_PLACEMENTS = { shopRelatedProducts: 'shop-related-products' } as const;

/** The consent cookie's name and the category the analytics tag needs (client/consent/consentCookie.ts). */
const CONSENT_COOKIE = 'neutron_consent';
const ANALYTICS_CATEGORY = 'C0002';

/**
 * The head script's text. Kept to plain ES5-level syntax and a try/catch: it runs before
 * anything else and must never stop the page.
 */
export function analyticsPreampHeadScript(): string {
  const [event, hiding] = [JSON.stringify(ANALYTICS_READY_EVENT), JSON.stringify(PREAMP_HIDING_CLASS)];
  return (
    `try{(function(d,h,t){function f(o){clearTimeout(t);d.removeEventListener(${event},r);h.classList.remove(${hiding});h.setAttribute("data-preamp",o)}` +
    `function r(){f("ready")}if(/(?:^|; )${CONSENT_COOKIE}=v1:[^;]*${ANALYTICS_CATEGORY}:1/.test(decodeURIComponent(d.cookie))){` +
    `h.classList.add(${hiding});d.addEventListener(${event},r);t=setTimeout(f,${ANALYTICS_PREAMP_TIMEOUT_MS},"timeout")}})(document,document.documentElement)}catch(e){}`
  ).replace(/</g, '\\u003c');
}
