/**
 * The small pieces every machine-readable XML answer (sitemaps, feeds) is made of: text and
 * attribute escaping, W3C datetimes (sitemaps, Atom) and RFC 822 dates (RSS 2.0).
 */

/** Characters XML 1.0 forbids anywhere (C0 controls other than tab, LF, CR; U+FFFE/U+FFFF; lone surrogates). */
const FORBIDDEN =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Escapes text for element content or a quoted attribute, and drops characters XML cannot carry. */
export function escapeXml(text: string): string {
  return text.replace(FORBIDDEN, '').replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}

/** `<name>text</name>`, escaped; nothing when the text is empty or absent. */
export function element(name: string, text: string | number | undefined): string {
  if (text === undefined || text === '') return '';
  return `<${name}>${escapeXml(String(text))}</${name}>`;
}

/** W3C datetime in UTC to the second (sitemaps.org lastmod, Atom updated): 2025-06-01T12:00:00Z. */
export function w3cDateTime(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const two = (n: number) => String(n).padStart(2, '0');

/** RFC 822 date with a four-digit year, in GMT (RSS 2.0 pubDate/lastBuildDate): Sun, 01 Jun 2025 12:00:00 GMT. */
export function rfc822Date(date: Date): string {
  return `${DAYS[date.getUTCDay()]}, ${two(date.getUTCDate())} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()} ${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())} GMT`;
}

/** HTTP dates (Last-Modified) have the same form. */
export const httpDate = rfc822Date;

/** An absolute URL on the site for a path the content API gives (already absolute URLs on the site's origin are kept). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin}/`).toString();
}
