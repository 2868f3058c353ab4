/**
 * The one script loader of the page (client/scripts/scriptLoader.ts) wired to the browser: the
 * consent store of client/consent/consent.ts, the DOM inserts of insertTag.ts, the console for
 * the spec's messages and the timing triggers of timingTriggers.ts. It lives as long as the
 * document, so a client navigation (which re-renders the island) never loads a tagId twice.
 *
 * Other islands use `readScriptWindowVar(name)` for a variable a tag watches, and
 * `waitForScriptService(check)` (001 §8: polls every 500 ms up to 30 times, then rejects) to wait
 * until a third-party script has provided what they need.
 */
import type { ScriptTag } from '../../shared/scripts/tag';
import { waitForService, type WaitForServiceOptions } from './waitForService';
import { readConsent, subscribeConsent } from '../consent/consent';
import { insertTag } from './insertTag';
import { createScriptLoader, type ScriptLoader } from './scriptLoader';
import { watchTimings } from './timingTriggers';

let loader: ScriptLoader | undefined;

function pageLoader(): ScriptLoader {
  if (loader) return loader;
  const created = createScriptLoader({
    granted: () => readConsent().granted,
    onConsentChange: (listener) => subscribeConsent(() => listener()),
    insert: insertTag,
    log: (entry) => (entry.level === 'error' ? console.error(entry.message) : console.warn(entry.message)),
    window: () => window as unknown as Record<string, unknown>,
  });
  loader = created;
  // Triggers are watched once per document, never per render.
  watchTimings((timing) => created.fire(timing));
  return created;
}

/** Registers the page's tags (a known tagId is kept) and loads whatever is due and allowed. */
export function startPageScripts(tags: readonly ScriptTag[], features: Readonly<Record<string, boolean>>): void {
  pageLoader().register(tags, features);
}

/** 001 §3 windowVars: throws 'The requested Window variable '{name}' is not watched.' for others. */
export function readScriptWindowVar(name: string): unknown {
  return pageLoader().readWindowVar(name);
}

/** Resolves with what `check` returns once a third-party script has provided it. */
export function waitForScriptService<T>(check: () => T, options?: Omit<WaitForServiceOptions, 'timers'>) {
  return waitForService(check, options);
}
