/**
 * A client chunk that cannot load while the page is still hydrating (a stale deployment, a
 * blocked or broken network) must not cost the reader the page they already have. Left alone,
 * the rejection reaches React outside any boundary, and React 19 unmounts the whole root on an
 * uncaught error: the server-rendered document is wiped to an empty body. Which way it went
 * depended on a race (webpack reuses an async <script> the server emitted; if that one had
 * already failed, its promise never settles), hence an intermittent blank page.
 *
 * So until the router has hydrated, a failed chunk load never settles: hydration stays
 * suspended, the server HTML stays as it is (readable, plain links — the no-JavaScript page),
 * and the page is loaded afresh at most once per 60 s (spec 000 §4 "Chunk loading"). After
 * hydration the failure rejects as before, so a navigation can fall back to a full page load
 * of its destination (client/router/Router.tsx) and a lazy island to its plain link.
 */
import { isChunkLoadError } from './chunkReloadRules';
import { reloadForChunk } from './chunkReload';

/** The attribute the router sets once the document has hydrated (client/router/Router.tsx). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

function hasHydrated(): boolean {
  return document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE);
}

/** Wraps webpack's chunk loader (`__webpack_chunk_load__`, which the flight client calls for every client reference). Call once, before the flight stream is parsed. */
export function guardChunkLoadsUntilHydrated(): void {
  const load = __webpack_chunk_load__;
  __webpack_chunk_load__ = (chunkId: unknown) =>
    load(chunkId).catch((error: unknown) => {
      if (hasHydrated() || !isChunkLoadError(error)) throw error;
      reloadForChunk(location.href, error);
      return new Promise<never>(() => {});
    });
}
