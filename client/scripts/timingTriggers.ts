/**
 * The timing triggers of spec 001 §4 ("immediate, queue (next tick), DOM content loaded, window
 * load, window before unload, server render") turned into calls of `fire(timing)`:
 * - immediate: at once, when the loader starts;
 * - queue: on the next task (setTimeout 0);
 * - domContentLoaded / windowLoad: on the event, or at once if the document is already past it;
 * - windowBeforeUnload: when the page is about to be left;
 * - serverRender: at once — the server already wrote these tags into the HTML (inert) before
 *   the loader could start (decision 018).
 * Returns a function that removes the listeners still waiting.
 */
import type { ScriptTiming } from '../../shared/scripts/constants';

export function watchTimings(fire: (timing: ScriptTiming) => void): () => void {
  const cleanups: Array<() => void> = [];
  const on = (target: Window | Document, event: string, timing: ScriptTiming) => {
    const listener = () => fire(timing);
    target.addEventListener(event, listener, { once: true });
    cleanups.push(() => target.removeEventListener(event, listener));
  };

  fire('immediate');
  fire('serverRender');
  const queued = window.setTimeout(() => fire('queue'), 0);
  cleanups.push(() => window.clearTimeout(queued));
  if (document.readyState === 'loading') on(document, 'DOMContentLoaded', 'domContentLoaded');
  else fire('domContentLoaded');
  if (document.readyState === 'complete') fire('windowLoad');
  else on(window, 'load', 'windowLoad');
  on(window, 'beforeunload', 'windowBeforeUnload');
  return () => cleanups.forEach((cleanup) => cleanup());
}
