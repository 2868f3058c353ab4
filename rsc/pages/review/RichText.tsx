/**
 * HTML from the content API (review bodies, gallery captions, live items) rendered the way
 * article bodies are: safe HTML segments with shortcodes between them (shared/body), link rels
 * and affiliate links rewritten for this content and device (shared/affiliate). Segments are
 * memoised per HTML string, content and device, in a bounded map.
 */
import { linkRel } from '../../../shared/affiliate/hosts';
import type { AffiliateContext } from '../../../shared/affiliate/rewrite';
import { rewriteAffiliateHref, topicCode } from '../../../shared/affiliate/rewrite';
import type { BodySegment } from '../../../shared/body/bodyHtml';
import { bodySegments } from '../../../shared/body/bodyHtml';
import { parseBody } from '../../../shared/body/parseBody';
import type { ImageBase } from '../../../shared/images/imageUrl';
import type { Topic } from '../../../shared/models/topic';
import type { Device } from '../../../shared/requestState';
import { Shortcode } from '../article/Shortcode';

/** What links in the HTML are rewritten for: the content they belong to and the reader's device. */
export interface RichTextSource {
  /** Site origin, e.g. https://www.example.com. */
  origin: string;
  /** The content's canonical path. */
  path: string;
  name: string;
  id: string;
  topics: readonly Topic[];
  section?: string;
  device: Device;
  images: ImageBase;
}

interface RichTextProps {
  html: string;
  source: RichTextSource;
  className?: string;
  onBadShortcode: (name: string, error: string) => void;
}

const MAX_MEMO = 5_000;
const memo = new Map<string, BodySegment[]>();

/** Affiliate rewriting and link rels for links of this content (body, shortcodes, reseller links). */
export function richTextLinks(source: RichTextSource) {
  const siteHost = new URL(source.origin).host;
  const context: AffiliateContext = {
    articleUrl: `${source.origin}${source.path}`,
    articleName: source.name,
    guid: source.id,
    device: source.device,
    topicCode: topicCode(source.topics, source.section),
  };
  return { rewriteHref: (href: string) => rewriteAffiliateHref(href, context), linkRel: (href: string) => linkRel(href, siteHost) };
}

export function richTextSegments(html: string, source: RichTextSource): BodySegment[] {
  const key = `${source.id}\u0000${source.device}\u0000${source.origin}\u0000${html}`;
  let segments = memo.get(key);
  if (!segments) {
    const { rewriteHref, linkRel: rel } = richTextLinks(source);
    segments = bodySegments(parseBody(html), { isInternalHref: (href) => rel(href) === undefined, linkRel: rel, rewriteHref });
    if (memo.size >= MAX_MEMO) memo.clear();
    memo.set(key, segments);
  }
  return segments;
}

export function RichText({ html, source, className = 'body', onBadShortcode }: RichTextProps) {
  const { rewriteHref, linkRel: rel } = richTextLinks(source);
  const context = { listicles: [], images: source.images, rewriteHref, linkRel: rel };
  return (
    <div className={className}>
      {richTextSegments(html, source).map((segment, index) =>
        segment.type === 'html' ? (
          <div key={index} className="body-html" dangerouslySetInnerHTML={{ __html: segment.html }} />
        ) : (
          <Shortcode key={index} name={segment.name} data={segment.data} context={context} onBad={onBadShortcode} />
        ),
      )}
    </div>
  );
}
