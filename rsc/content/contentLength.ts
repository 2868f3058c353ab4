/**
 * Estimated content length in characters (spec 001 §9): a fixed estimate per embed, in mode A
 * or mode B, plus the text's words × 4.7 (× 2.7 in mode B). Which situation uses mode B is not
 * given by the spec; see docs/decisions/013-images-and-body.md.
 */
export type LengthMode = 'A' | 'B';

export const EMBED_LENGTHS = {
  chart: { A: 800, B: 400 },
  listicle: { A: 2400, B: 1200 },
  'mini listicle': { A: 500, B: 250 },
  'cross-content listicle': { A: 2400, B: 1200 },
  description: { A: 2000, B: 1000 },
  faq: { A: 2000, B: 1000 },
  gallery: { A: 1200, B: 600 },
  image: { A: 1000, B: 500 },
  infocard: { A: 2000, B: 1000 },
  'related links': { A: 1050, B: 525 },
  tweet: { A: 600, B: 300 },
  video: { A: 1100, B: 550 },
  link: { A: 0, B: 300 },
} as const satisfies Record<string, Record<LengthMode, number>>;

export type EmbedKind = keyof typeof EMBED_LENGTHS;

export const CHARS_PER_WORD: Record<LengthMode, number> = { A: 4.7, B: 2.7 };

/** Body shortcode names as the content API emits them → the spec's embed kinds. */
export const SHORTCODE_EMBED_KIND: Readonly<Record<string, EmbedKind>> = {
  chart: 'chart',
  listicle: 'listicle',
  minilisticle: 'mini listicle',
  crosscontentlisticle: 'cross-content listicle',
  description: 'description',
  faq: 'faq',
  gallery: 'gallery',
  image: 'image',
  infocard: 'infocard',
  relatedlinks: 'related links',
  tweet: 'tweet',
  video: 'video',
  commerce: 'link',
  buybutton: 'link',
  link: 'link',
};

export function embedLength(shortcode: string, mode: LengthMode): number {
  const kind = SHORTCODE_EMBED_KIND[shortcode];
  return kind ? EMBED_LENGTHS[kind][mode] : 0;
}

export function textLength(words: number, mode: LengthMode): number {
  return Math.round(Math.max(0, words) * CHARS_PER_WORD[mode]);
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** The estimate for a body of `words` words and these shortcodes. */
export function estimateContentLength(words: number, shortcodes: readonly string[], mode: LengthMode): number {
  return textLength(words, mode) + shortcodes.reduce((sum, name) => sum + embedLength(name, mode), 0);
}
