/**
 * One next article of seamless scrolling: the server-rendered article (an RSC tree) in a wrapper
 * the address-bar tracker observes. A failure while rendering it (a client chunk that cannot
 * load, a broken payload) is logged and leaves the article out; the page around it stays.
 */
import { Component, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { ArticleInView } from './articleInView';
import type { LoadedArticle } from './seamlessLoader';

class SeamlessBoundary extends Component<{ children: ReactNode; onError(): void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Seamless article failed to render', error);
    this.props.onError();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/** Tells when the article's content has been revealed (an effect inside its Suspense boundary runs only then). */
function Revealed({ onRevealed }: { onRevealed(): void }) {
  useEffect(() => onRevealed(), [onRevealed]);
  return null;
}

/** The title the rendered article carries (PageView's seamless wrapper), else the listing's. */
function titleOf(element: Element, article: LoadedArticle): string {
  return element.querySelector('[data-title]')?.getAttribute('data-title') ?? article.title ?? '';
}

interface SeamlessPageProps {
  article: LoadedArticle;
  inView: { current: ArticleInView | null };
  onRevealed(): void;
  onError(): void;
}

export function SeamlessPage({ article, inView, onRevealed, onError }: SeamlessPageProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [revealed, setRevealed] = useState(false);
  // Observed only once its content is revealed: an empty wrapper at the bottom of the page would
  // otherwise count as "in view" and lend the article the listing's title instead of its own.
  useEffect(() => {
    const element = ref.current;
    const tracker = inView.current;
    if (!revealed || !element || !tracker) return;
    tracker.add(element, {
      url: article.url,
      title: () => titleOf(element, article),
      position: article.position,
      contentId: article.contentId,
    });
    return () => tracker.remove(element);
  }, [revealed, article, inView]);
  const reveal = useCallback(() => {
    setRevealed(true);
    onRevealed();
  }, [onRevealed]);
  return (
    <div ref={ref} className="seamless__page" data-seamless-url={article.url}>
      <SeamlessBoundary onError={onError}>
        <Suspense fallback={null}>
          {article.tree}
          <Revealed onRevealed={reveal} />
        </Suspense>
      </SeamlessBoundary>
    </div>
  );
}
