/**
 * An island's markup key (decision 025, "Markup keys"). The HTML writer keeps each client
 * component's server markup keyed by the component and all its props, and by the islands around
 * it (whose context it may read). A prop that changes on every page but that no server markup
 * reads — an ad page's targeting, a view's tracking variables — would make every page's islands
 * a new entry: a thousand articles, each in two A/B buckets, outgrow any cache.
 *
 * An island that takes a `markupKey` prop says: "my server markup, and that of the islands
 * inside me, depends on this string and on nothing else of my props". The writer keys the island
 * by it instead of its props, and checks the claim: the first times an entry is reused for
 * different props it renders them again and compares, and a claim found wrong is dropped
 * (logged, and the island keyed by all its props from then on).
 */
export const MARKUP_KEY = 'markupKey';

export interface MarkupKeyed {
  /** What this island's server markup (and the markup of the islands inside it) reads of its props. */
  markupKey?: string;
}
