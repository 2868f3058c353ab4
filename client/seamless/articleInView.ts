/**
 * The article in view drives the address bar and the title (spec 001 §9 "enter -20% 0px"): an
 * article becomes current when it enters the middle band of the viewport (20% off the top and the
 * bottom); when the current one leaves the band, another article still in it takes over. On a
 * change the URL is replaced (history.replaceState, no new entry) and document.title set.
 *
 * The history entry keeps the client router's state (`neutron`, `scrollY`) and adds `scrollShift`:
 * how far below the opened article this one begins, so back/forward to this URL (a fresh page
 * with this article on top) restores the same place in it. Nothing is replaced once someone else
 * changed the URL (a client navigation away).
 */
import { SEAMLESS_ENTER_ROOT_MARGIN, SEAMLESS_VIEW_EVENT } from '../../shared/seamless/constants';
import type { SeamlessViewDetail } from '../../shared/seamless/constants';

export interface InViewPage {
  /** Root-relative URL (with query) of the article. */
  url: string;
  /** Read when the article comes into view (the rendered article may know it better by then). */
  title(): string;
  position: number;
  contentId: string;
}

export interface ArticleInView {
  add(element: Element, page: InViewPage): void;
  remove(element: Element): void;
  stop(): void;
}

function documentTop(element: Element): number {
  return element.getBoundingClientRect().top + window.scrollY;
}

export function trackArticleInView(opened: Element, openedPage: InViewPage): ArticleInView {
  const pages = new Map<Element, InViewPage>([[opened, openedPage]]);
  const intersecting = new Set<Element>();
  const seen = new Set<Element>([opened]);
  let current: Element = opened;
  let ownHref = location.href;

  const show = (element: Element) => {
    const page = pages.get(element);
    if (!page || element === current) return;
    // The URL is no longer ours (the router navigated away): leave history alone.
    if (location.href !== ownHref) return;
    current = element;
    const url = new URL(page.url, location.href);
    const title = page.title();
    const state = {
      ...(history.state as object | null),
      neutron: true,
      scrollY: window.scrollY,
      scrollShift: documentTop(element) - documentTop(opened),
    };
    history.replaceState(state, '', url.href);
    ownHref = location.href;
    if (title) document.title = title;
    const first = !seen.has(element);
    seen.add(element);
    const detail: SeamlessViewDetail = {
      url: page.url,
      title,
      position: page.position,
      contentId: page.contentId,
      first,
    };
    window.dispatchEvent(new CustomEvent(SEAMLESS_VIEW_EVENT, { detail }));
  };

  const observer = new IntersectionObserver(
    (entries) => {
      let entered: Element | undefined;
      for (const entry of entries) {
        if (entry.isIntersecting) {
          intersecting.add(entry.target);
          entered = entry.target;
        } else {
          intersecting.delete(entry.target);
        }
      }
      if (entered) return show(entered);
      if (!intersecting.has(current)) {
        const [still] = [...intersecting].sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top);
        if (still) show(still);
      }
    },
    { rootMargin: SEAMLESS_ENTER_ROOT_MARGIN },
  );
  observer.observe(opened);

  return {
    add(element, page) {
      pages.set(element, page);
      observer.observe(element);
    },
    remove(element) {
      observer.unobserve(element);
      pages.delete(element);
      intersecting.delete(element);
    },
    stop() {
      observer.disconnect();
      pages.clear();
      intersecting.clear();
    },
  };
}
