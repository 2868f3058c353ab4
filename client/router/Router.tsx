/**
 * The client router. It owns the current server-component tree: internal link clicks and
 * back/forward become RSC requests for the same URL (`RSC: 1`), whose payload replaces the
 * tree in a transition. Scroll goes to the top after a navigation unless the response says the
 * route opts out, to the element of a hash, or back to where it was on back/forward.
 */
import { startTransition, use, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { createFromFetch } from 'react-server-dom-webpack/client';
import { routableUrl, navigableUrl } from './links';
import { SCROLL_HEADER } from '../../shared/render/protocol';
import { isChunkLoadError } from '../runtime/chunkReloadRules';
import { reloadForChunk } from '../runtime/chunkReload';
import { HYDRATED_ATTRIBUTE } from '../runtime/chunkLoading';
import { navigationStore } from './navigationStore';
import { dropServerHeadTags } from '../runtime/serverHead';
import { takeModalPop } from './historyGuard';
import { fetchPayload, schedulePrefetch, takePrefetched } from './prefetch';
import { emitNavigation } from './navigationEvents';
import { focusAfterNavigation, installPhoneMenu } from './phoneMenu';

interface HistoryState {
  neutron: true;
  scrollY: number;
  /** Set by seamless scrolling (decision 022): how far below the opened article this URL's article began. */
  scrollShift?: number;
}

function fetchTree(url: URL): { tree: Promise<ReactNode>; response: Promise<Response> } {
  const response = (takePrefetched(url) ?? fetchPayload(url)).then((res) => {
    const type = res.headers.get('content-type') ?? '';
    if (!type.startsWith('text/x-component'))
      throw new Error(`Navigation to ${url.pathname} did not return a component payload (${res.status})`);
    return res;
  });
  return { tree: createFromFetch<ReactNode>(response), response };
}

function scrollAfter(url: URL, preserve: boolean, restoreY: number | null): void {
  if (restoreY !== null) return window.scrollTo(0, restoreY);
  if (url.hash) {
    const element = document.getElementById(decodeURIComponent(url.hash.slice(1)));
    if (element) return element.scrollIntoView();
  }
  if (!preserve) window.scrollTo(0, 0);
}

export function Router({ initial }: { initial: Promise<ReactNode> }) {
  const [tree, setTree] = useState(initial);

  useEffect(() => {
    // Tests and tools can tell when the page has become an app.
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    history.scrollRestoration = 'manual';
    const rememberScroll = () => {
      const state: HistoryState = { ...(history.state as object), neutron: true, scrollY: window.scrollY };
      history.replaceState(state, '');
    };

    const navigate = async (url: URL, mode: 'push' | 'pop', restoreY: number | null, startedAt: number) => {
      const id = navigationStore.start();
      emitNavigation({ type: 'start', id, url: url.href, at: startedAt });
      const { tree: next, response } = fetchTree(url);
      try {
        const res = await response;
        emitNavigation({ type: 'response', id, at: performance.now(), serverTiming: res.headers.get('server-timing') });
        await next;
        if (mode === 'push') {
          rememberScroll();
          history.pushState({ neutron: true, scrollY: 0 } satisfies HistoryState, '', url.href);
        }
        const preserve = res.headers.get(SCROLL_HEADER) === 'preserve';
        // The next tree brings its own metadata tags; the opened page's were written beside React.
        dropServerHeadTags();
        startTransition(() => setTree(next));
        requestAnimationFrame(() => scrollAfter(url, preserve, restoreY));
        navigationStore.finish(id, true);
      } catch (error) {
        console.error('Navigation failed', error);
        navigationStore.finish(id, false);
        if (isChunkLoadError(error)) return reloadForChunk(url.href, error);
        if (mode === 'pop') location.reload();
      }
    };

    const onClick = (event: MouseEvent) => {
      const url = navigableUrl(event, location.origin, new URL(location.href));
      if (!url) return;
      event.preventDefault();
      void navigate(url, 'push', null, event.timeStamp);
    };
    const onPopState = (event: PopStateEvent) => {
      // Back out of the Join/Login modal: the modal closes itself; the page is unchanged.
      if (takeModalPop()) return;
      const url = routableUrl(location.href, location.origin, new URL(location.href));
      if (!url) return;
      const state = event.state as HistoryState | null;
      // A seamless article's URL comes back as its own page: the same place in it, shift spent.
      const shift = state?.scrollShift ?? 0;
      if (shift) history.replaceState({ ...state, scrollShift: 0 }, '');
      void navigate(url, 'pop', state?.neutron ? Math.max(0, state.scrollY - shift) : 0, event.timeStamp);
    };

    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    const uninstallMenu = installPhoneMenu();
    return () => {
      uninstallMenu();
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  // After the first render and after each navigation: prefetch what is now in view, on idle.
  useEffect(() => {
    emitNavigation({ type: 'commit', at: performance.now() });
    focusAfterNavigation();
    return schedulePrefetch();
  }, [tree]);

  return use(tree);
}
