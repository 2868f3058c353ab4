/**
 * Shortcodes inside HTML bodies: `<shortcode type="NAME" data='JSON'></shortcode>`. The JSON is
 * attribute-escaped (&amp; &#39; &lt; &gt;), so a reader decodes the attribute, then parses it.
 */
export const SHORTCODE_TYPES = [
  'commerce',
  'listicle',
  'video',
  'gallery',
  'faq',
  'tweet',
  'relatedlinks',
  'chart',
  'buybutton',
] as const;
export type ShortcodeType = (typeof SHORTCODE_TYPES)[number];

export function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/'/g, '&#39;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

export function shortcode(type: ShortcodeType, data: unknown): string {
  return `<shortcode type="${type}" data='${escapeAttribute(JSON.stringify(data))}'></shortcode>`;
}

/** A shortcode whose data is deliberately not valid JSON (the spec says it is logged and ignored). */
export function brokenShortcode(type: ShortcodeType, data: unknown): string {
  const json = JSON.stringify(data);
  return `<shortcode type="${type}" data='${escapeAttribute(json.slice(0, Math.max(2, Math.floor(json.length / 2))))}'></shortcode>`;
}

/** Recover the types used in a body (for `shortcodeTags`). */
export function shortcodeTypesIn(html: string): string[] {
  const types = new Set<string>();
  for (const match of html.matchAll(/<shortcode type="([a-z]+)"/g)) types.add(match[1] as string);
  return [...types];
}
