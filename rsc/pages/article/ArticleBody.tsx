/**
 * The article body: segments of safe HTML (shared/body) with shortcodes between them as
 * components. The segments are computed once per article object, i.e. once per content-cache
 * entry, not once per request.
 */
import type { BodySegment } from '../../../shared/body/bodyHtml';
import { bodySegments } from '../../../shared/body/bodyHtml';
import { parseBody } from '../../../shared/body/parseBody';
import type { Article } from '../../../shared/models/article';
import { Shortcode } from './Shortcode';

interface ArticleBodyProps {
  article: Article;
  siteHost: string;
  onBadShortcode: (name: string, error: string) => void;
}

const segmentsByArticle = new WeakMap<Article, BodySegment[]>();

function isInternal(href: string, siteHost: string): boolean {
  if (href.startsWith('/') || href.startsWith('#')) return true;
  try {
    return new URL(href).host === siteHost;
  } catch {
    return false;
  }
}

export function articleSegments(article: Article, siteHost: string): BodySegment[] {
  let segments = segmentsByArticle.get(article);
  if (!segments) {
    segments = bodySegments(parseBody(article.body), { isInternalHref: (href) => isInternal(href, siteHost) });
    segmentsByArticle.set(article, segments);
  }
  return segments;
}

export function ArticleBody({ article, siteHost, onBadShortcode }: ArticleBodyProps) {
  return (
    <div className="body">
      {articleSegments(article, siteHost).map((segment, index) =>
        segment.type === 'html' ? (
          <div key={index} className="body-html" dangerouslySetInnerHTML={{ __html: segment.html }} />
        ) : (
          <Shortcode key={index} name={segment.name} data={segment.data} onBad={onBadShortcode} />
        ),
      )}
    </div>
  );
}
