import type { Rng } from './random';
import { escapeAttribute } from './shortcodes';
import { sentences, type Topic } from './text';
import { HEADING_STARTS } from './words';

/**
 * Article bodies: HTML with only p, h2, a, strong, em, ul/ol/li and shortcodes. Paragraph
 * count is drawn from the given range; headings come every few paragraphs; shortcodes and one
 * list are spread between paragraphs; links are woven into paragraph text.
 */
export interface LinkTarget {
  url: string;
  title: string;
}

export interface BodyOptions {
  paragraphs: readonly [number, number];
  /** Internal links (other world content) to weave in; each used at most once. */
  internal?: readonly LinkTarget[];
  /** Affiliate links with the text to show. */
  affiliate?: readonly LinkTarget[];
  /** Ready-made shortcode elements, placed in order between paragraphs. */
  shortcodes?: readonly string[];
  list?: 'ul' | 'ol';
}

export interface Body {
  html: string;
  paragraphCount: number;
  wordCount: number;
}

function link(target: LinkTarget): string {
  return `<a href="${escapeAttribute(target.url)}">${target.title}</a>`;
}

function paragraph(rng: Rng, topic: Topic, links: LinkTarget[]): string {
  let text = sentences(rng, topic, 2, 5);
  if (rng.chance(0.2)) {
    const end = text.indexOf('. ');
    if (end > 0) text = `<strong>${text.slice(0, end + 1)}</strong>${text.slice(end + 1)}`;
  } else if (rng.chance(0.15)) {
    text = text.replace(topic.angle, `<em>${topic.angle}</em>`);
  }
  const target = links.shift();
  if (target) text += rng.chance(0.5) ? ` For more, see ${link(target)}.` : ` (Related: ${link(target)}.)`;
  return `<p>${text}</p>`;
}

function list(rng: Rng, topic: Topic, kind: 'ul' | 'ol'): string {
  const count = rng.int(3, 6);
  const items: string[] = [];
  for (let i = 0; i < count; i++) {
    const step =
      kind === 'ol'
        ? rng.pick([
            'Open the settings',
            'Check for updates',
            'Restart',
            'Sign in again',
            'Clear the cache',
            'Test it once more',
          ])
        : rng.pick(topic.section.angles);
    items.push(`<li>${step}${kind === 'ol' ? '.' : ''}</li>`);
  }
  return `<${kind}>${items.join('')}</${kind}>`;
}

export function buildBody(rng: Rng, topic: Topic, options: BodyOptions): Body {
  const count = rng.int(options.paragraphs[0], options.paragraphs[1]);
  const links: LinkTarget[] = [...(options.affiliate ?? []), ...(options.internal ?? [])];
  const shortcodes = [...(options.shortcodes ?? [])];
  const linkEvery = Math.max(1, Math.floor(count / Math.max(1, links.length)));
  const codeEvery = Math.max(1, Math.floor(count / (shortcodes.length + 1)));
  const headings = rng.sample(HEADING_STARTS, 6);
  const listAt = options.list ? rng.int(1, Math.max(1, count - 2)) : -1;
  let nextHeading = rng.int(2, 3);
  const parts: string[] = [];
  let lastParagraph = 0;

  for (let index = 0; index < count; index++) {
    if (index === nextHeading && index < count - 1 && headings.length > 0) {
      parts.push(`<h2>${headings.shift()}</h2>`);
      nextHeading += rng.int(3, 5);
    }
    const ownLinks = index % linkEvery === 0 && links.length > 0 ? [links.shift() as LinkTarget] : [];
    lastParagraph = parts.push(paragraph(rng, topic, ownLinks)) - 1;
    if (index === listAt && options.list) parts.push(list(rng, topic, options.list));
    if ((index + 1) % codeEvery === 0 && shortcodes.length > 0 && index < count - 1)
      parts.push(shortcodes.shift() as string);
  }
  if (links.length > 0) {
    const last = parts[lastParagraph] as string;
    parts[lastParagraph] = `${last.slice(0, -'</p>'.length)} More reading: ${links.map(link).join(', ')}.</p>`;
  }
  parts.push(...shortcodes);

  const html = parts.join('');
  const words = html.replace(/<shortcode[^>]*><\/shortcode>/g, ' ').replace(/<[^>]+>/g, ' ');
  return {
    html,
    paragraphCount: count,
    wordCount: words.split(/\s+/).filter(Boolean).length,
  };
}
