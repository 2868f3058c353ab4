'use client';
/**
 * Seamless scrolling (spec 001 §1, §2 "Seamless mode loads the next article pages as the reader
 * scrolls", §4, §5, §7, §9; decision 022). Mounted after an article. Starts: visible — when its
 * sentinel, just below the last article, comes within the spec's request rootMargin (50% 0px; a
 * single intersection per sentinel, re-armed once the article added last has been revealed). Then it asks the listing once
 * (limit 3) and renders the next article after the current one, one per approach, up to the
 * listing's end; the article in view drives the address bar and the title (articleInView).
 *
 * Nothing is reserved in advance (no layout shift above the reader): an article is added only
 * once its payload has arrived. A failed listing or article is logged and ends seamless loading
 * quietly. Leaving the page (client navigation) unmounts the island: observers stop and
 * requests in flight are aborted.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { SEAMLESS_REQUEST_ROOT_MARGIN } from '../../shared/seamless/constants';
import { trackArticleInView } from './articleInView';
import type { ArticleInView } from './articleInView';
import { createSeamlessLoader } from './seamlessLoader';
import type { LoadedArticle, SeamlessLoader } from './seamlessLoader';
import { SeamlessPage } from './SeamlessPage';

interface SeamlessArticlesProps {
  site: string;
  slug: string;
  contentId: string;
  collectionId?: string;
}

export function SeamlessArticles({ site, slug, contentId, collectionId }: SeamlessArticlesProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const loaderRef = useRef<{ loader: SeamlessLoader; signal: AbortSignal } | null>(null);
  const inViewRef = useRef<ArticleInView | null>(null);
  const [articles, setArticles] = useState<LoadedArticle[]>([]);
  // While loading, the sentinel keeps a viewport of room below the last article and the page
  // footer is hidden (site.css), so an arriving article never moves anything the reader sees;
  // when loading is over both go at once: the footer appears where the room was.
  const [done, setDone] = useState(false);
  // How many of the articles have been revealed: the sentinel is re-armed only below a revealed
  // article, so one approach never loads two.
  const [revealed, setRevealed] = useState(0);
  const onRevealed = useCallback(() => setRevealed((count) => count + 1), []);
  const onError = useCallback(() => setDone(true), []);

  useEffect(() => {
    const root = rootRef.current;
    const opened = root?.parentElement?.querySelector(':scope > article') ?? root?.previousElementSibling;
    if (!root || !opened || typeof IntersectionObserver !== 'function') return setDone(true);
    const controller = new AbortController();
    loaderRef.current = {
      loader: createSeamlessLoader({ site, slug, contentId, collectionId }, controller.signal),
      signal: controller.signal,
    };
    const openedUrl = new URL(location.href);
    const openedTitle = document.title;
    inViewRef.current = trackArticleInView(opened, {
      url: `${openedUrl.pathname}${openedUrl.search}${openedUrl.hash}`,
      title: () => openedTitle,
      position: 0,
      contentId,
    });
    return () => {
      controller.abort();
      inViewRef.current?.stop();
      inViewRef.current = null;
      loaderRef.current = null;
    };
  }, [site, slug, contentId, collectionId]);

  // Arms the sentinel once per article shown: its first intersection asks for the next one.
  useEffect(() => {
    const sentinel = sentinelRef.current;
    const run = loaderRef.current;
    if (done || !sentinel || !run || revealed < articles.length) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        run.loader.next().then(
          (article) => {
            if (run.signal.aborted) return;
            if (article) setArticles((list) => [...list, article]);
            else setDone(true);
          },
          (error: unknown) => {
            if (run.signal.aborted) return;
            console.error('Seamless loading stopped', error);
            setDone(true);
          },
        );
      },
      { rootMargin: SEAMLESS_REQUEST_ROOT_MARGIN },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [articles.length, revealed, done]);

  return (
    <div ref={rootRef} className="seamless" data-seamless-state={done ? 'done' : 'loading'}>
      {articles.map((article) => (
        <SeamlessPage
          key={article.key}
          article={article}
          inView={inViewRef}
          onRevealed={onRevealed}
          onError={onError}
        />
      ))}
      {done ? null : <div ref={sentinelRef} className="seamless__sentinel" aria-hidden="true" />}
    </div>
  );
}
