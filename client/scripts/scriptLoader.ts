/**
 * The script loader's core (spec 001 §3 "Scripts store and tags", §4 script loading, §8 script
 * messages): it keeps the script store of client/scripts/store.ts, and whenever a timing trigger
 * fires, the consent changes or tags are registered, it asks the store's plan what to load and
 * hands those tags to the environment to insert — each tagId at most once, highest priority
 * first, a tag with a gdprCategory only once that category is granted (later, if the reader
 * grants it later). The DOM work and the consent source are injected (`ScriptLoaderEnv`), so
 * these rules run in unit tests without a browser; client/scripts/pageScripts.ts wires the real
 * ones.
 */
import type { ConsentCategory } from '../../shared/scripts/consentCategories';
import type { ScriptTiming } from '../../shared/scripts/constants';
import {
  EMPTY_SCRIPT_STORE,
  planScriptLoads,
  scriptOutcomeLog,
  scriptStoreReducer,
  watchedWindowVars,
  type ScriptLogEntry,
  type ScriptStoreAction,
  type ScriptStoreState,
} from './store';
import type { ScriptTag } from '../../shared/scripts/tag';
import { readWindowVar } from './windowVars';

export type ScriptOutcome = 'loaded' | 'failed' | 'aborted';

export interface ScriptLoaderEnv {
  /** The categories granted right now (C0001 always). */
  granted(): readonly ConsentCategory[];
  /** Calls `listener` whenever the reader changes the consent choice; returns an unsubscribe. */
  onConsentChange(listener: () => void): () => void;
  /**
   * Puts the tag into the document and reports its outcome once. Returns false (after logging
   * why) when it cannot be inserted at all; the tag then counts as failed and is not retried.
   */
  insert(tag: ScriptTag, done: (outcome: ScriptOutcome) => void): boolean;
  log(entry: ScriptLogEntry): void;
  /** The window, or undefined where there is none (never in the browser). */
  window(): Readonly<Record<string, unknown>> | undefined;
}

export interface ScriptLoader {
  /** Adds tags (a known tagId keeps its first definition) and sets the enabled features. */
  register(tags: readonly ScriptTag[], features: Readonly<Record<string, boolean>>): void;
  /** A timing trigger fired (001 §4); tags waiting for it load if allowed. */
  fire(timing: ScriptTiming): void;
  /** 001 §3 windowVars / §8: reads a variable a registered tag watches (throws otherwise). */
  readWindowVar(name: string): unknown;
  readonly state: ScriptStoreState;
  /** Stops listening to consent changes. */
  dispose(): void;
}

export function createScriptLoader(env: ScriptLoaderEnv): ScriptLoader {
  let state = EMPTY_SCRIPT_STORE;
  let features: Readonly<Record<string, boolean>> = {};
  const dispatch = (action: ScriptStoreAction) => {
    state = scriptStoreReducer(state, action);
  };

  const evaluate = () => {
    const plan = planScriptLoads(state, { granted: env.granted(), features });
    for (const entry of plan.skipped) env.log(entry);
    if (plan.skipped.length > 0) dispatch({ type: 'skipped', tagIds: plan.skipped.map((entry) => entry.tagId) });
    if (plan.load.length === 0) return;
    // Marked requested before any insert, so an outcome reported synchronously cannot re-plan them.
    dispatch({ type: 'requested', tagIds: plan.load.map((tag) => tag.tagId) });
    for (const tag of plan.load) {
      let reported = false;
      const done = (outcome: ScriptOutcome) => {
        if (reported) return;
        reported = true;
        dispatch({ type: outcome, tagId: tag.tagId });
        if (outcome !== 'loaded') env.log(scriptOutcomeLog(outcome, tag.tagId));
      };
      if (!env.insert(tag, done)) {
        reported = true;
        dispatch({ type: 'failed', tagId: tag.tagId });
      }
    }
  };

  const unsubscribe = env.onConsentChange(evaluate);

  return {
    register(tags, nextFeatures) {
      features = nextFeatures;
      dispatch({ type: 'register', tags });
      evaluate();
    },
    fire(timing) {
      if (state.firedTimings.includes(timing)) return;
      dispatch({ type: 'timing', timing });
      evaluate();
    },
    readWindowVar(name) {
      return readWindowVar(watchedWindowVars(state), name, env.window());
    },
    get state() {
      return state;
    },
    dispose: unsubscribe,
  };
}
