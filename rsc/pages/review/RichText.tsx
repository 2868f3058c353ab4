/**
 * HTML from the content API (review bodies, gallery captions, live items) rendered the way
 * article bodies are: safe HTML segments with shortcodes between them (shared/body), link rels
 * and affiliate links rewritten for this content and device (shared/affiliate). Segments are
 * memoised per HTML string, content and device, in a bounded map.
 */
import { linkRel } from '../../../shared/affiliate/hosts';
import type { AffiliateContext } from '../../../shared/affiliate/rewrite';
import { rewriteAffiliateHref, topicCode } from '../../../shared/affiliate/rewrite';
import { cachedBodyPlan } from '../../ads/bodySlots';
import type { BodyPiece } from '../../ads/bodySlots';
import type { BodySegment, SerializeOptions } from '../../../shared/body/bodyHtml';
import { bodySegments } from '../../../shared/body/bodyHtml';
import { parseBody } from '../../../shared/body/parseBody';
import type { BodyNode } from '../../../shared/body/parseBody';
import type { ImageBase } from '../../../shared/images/imageService';
import type { Topic } from '../../../shared/models/topic';
import type { Device } from '../../../shared/requestState';
import type { PageAds } from '../../components/ads/pageAds';
import { BodyPieces } from '../article/BodyPieces';

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
  /** The page's ads: their in-article slots go between top-level nodes (001 §9). */
  ads?: PageAds | null;
}

const MAX_MEMO = 5_000;
interface Parsed {
  segments: BodySegment[];
  /** Kept for ad injection (rsc/ads/bodySlots.ts memoises its plan per node list). */
  nodes: BodyNode[];
  options: SerializeOptions;
}
const memo = new Map<string, Parsed>();

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
  return {
    rewriteHref: (href: string) => rewriteAffiliateHref(href, context),
    linkRel: (href: string) => linkRel(href, siteHost),
  };
}

function parsed(html: string, source: RichTextSource): Parsed {
  const key = `${source.id}\u0000${source.device}\u0000${source.origin}\u0000${html}`;
  let entry = memo.get(key);
  if (!entry) {
    const { rewriteHref, linkRel: rel } = richTextLinks(source);
    const nodes = parseBody(html);
    const options: SerializeOptions = { isInternalHref: (href) => rel(href) === undefined, linkRel: rel, rewriteHref };
    entry = { segments: bodySegments(nodes, options), nodes, options };
    if (memo.size >= MAX_MEMO) memo.clear();
    memo.set(key, entry);
  }
  return entry;
}

export function RichText({ html, source, className = 'body', onBadShortcode, ads }: RichTextProps) {
  const { rewriteHref, linkRel: rel } = richTextLinks(source);
  const context = { listicles: [], images: source.images, rewriteHref, linkRel: rel };
  const entry = parsed(html, source);
  const pieces: BodyPiece[] = ads
    ? cachedBodyPlan(entry.nodes, entry.options, ads.layout, ads.device).pieces
    : entry.segments.map((segment) => ({ kind: 'segment', segment }));
  return (
    <div className={className}>
      <BodyPieces pieces={pieces} ads={ads} context={context} onBadShortcode={onBadShortcode} />
    </div>
  );
}
