/**
 * The data of body shortcodes (docs/upstream-api.md, upstream/world/shortcodes.ts), parsed with
 * zod at the boundary. Malformed JSON or data of the wrong shape is reported and the shortcode
 * is left out (spec 001 §5).
 */
import { z } from 'zod';

const text = z.string().trim().min(1);
const optionalText = text.optional().catch(undefined);
const price = z.union([z.string(), z.number()]).optional().catch(undefined);

export const shortcodeSchemas = {
  listicle: z.object({ uuid: text }),
  commerce: z.object({ url: text, productName: optionalText, label: optionalText, price, merchant: optionalText }),
  buybutton: z.object({ url: text, label: optionalText, price, productName: optionalText }),
  video: z.object({
    slug: text,
    title: text,
    id: z.union([z.string(), z.number()]).optional().catch(undefined),
    duration: z.number().nonnegative().optional().catch(undefined),
  }),
  gallery: z.object({ slug: text, title: text }),
  faq: z.object({ items: z.array(z.object({ question: text, answer: z.string().catch('') })).min(1) }),
  tweet: z.object({ url: text, text: optionalText }),
  relatedlinks: z.object({ title: optionalText, links: z.array(z.object({ title: text, url: text })).min(1) }),
  chart: z.object({
    title: optionalText,
    type: optionalText,
    labels: z.array(z.string()).min(1),
    series: z.array(z.object({ name: z.string().catch(''), values: z.array(z.number()) })).min(1),
  }),
  review: z.object({
    title: text,
    url: optionalText,
    rating: z.number().min(0).max(10).optional().catch(undefined),
    good: optionalText,
    bad: optionalText,
  }),
} as const;

export type ShortcodeName = keyof typeof shortcodeSchemas;
export type ShortcodeData<K extends ShortcodeName> = z.infer<(typeof shortcodeSchemas)[K]>;

export type ParsedShortcode = { [K in ShortcodeName]: { name: K; data: ShortcodeData<K> } }[ShortcodeName];

export function isShortcodeName(name: string): name is ShortcodeName {
  return Object.hasOwn(shortcodeSchemas, name);
}

/**
 * Parsed shortcodes by name and data text: a body's shortcodes are parsed on every render of its
 * page, and their texts come from the article in the content cache, so the same texts recur. At
 * most PARSED_MAX texts are kept (forgotten all at once), texts over PARSED_MAX_CHARS not at all.
 * Results are shared between renders: read them, never change them.
 */
const parsedTexts = new Map<string, Map<string, ParsedShortcode | { error: string }>>();
let parsedCount = 0;
const PARSED_MAX = 4_096;
const PARSED_MAX_CHARS = 16_384;

/** The parsed shortcode, or an error message (unknown name, malformed JSON, wrong shape). */
export function parseShortcode(name: string, data: string): ParsedShortcode | { error: string } {
  const byData = parsedTexts.get(name);
  const known = byData?.get(data);
  if (known !== undefined) return known;
  const parsed = parseShortcodeText(name, data);
  if (data.length <= PARSED_MAX_CHARS && isShortcodeName(name)) {
    if (parsedCount >= PARSED_MAX) {
      parsedTexts.clear();
      parsedCount = 0;
    }
    let texts = parsedTexts.get(name);
    if (!texts) parsedTexts.set(name, (texts = new Map()));
    texts.set(data, parsed);
    parsedCount++;
  }
  return parsed;
}

function parseShortcodeText(name: string, data: string): ParsedShortcode | { error: string } {
  if (!isShortcodeName(name)) return { error: `unknown shortcode ${name}` };
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  const result = shortcodeSchemas[name].safeParse(json);
  if (!result.success)
    return { error: result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ') };
  return { name, data: result.data } as ParsedShortcode;
}

/** Spec 001 §5: FAQ structured data counts only entries whose heading ends in a question mark. */
export function faqJsonLdEntries<T extends { question: string }>(items: readonly T[]): T[] {
  return items.filter((item) => item.question.trim().endsWith('?'));
}
