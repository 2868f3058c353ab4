import { isCategoryGranted, type ConsentCategory } from '../../shared/scripts/consentCategories';
import type { ScriptTiming } from '../../shared/scripts/constants';
import { featuresDisabledMessage, scriptLoadAbortedMessage, scriptLoadFailedMessage } from './messages';
import { sortByPriority } from './order';
import type { ScriptTag } from '../../shared/scripts/tag';

/**
 * The script store (spec 001 §3 "Scripts store and tags": loadedTagIds; scripts sorted by
 * priority descending) and its loading rules (001 §4): each tagId loads at most once; a tag
 * loads once its timing trigger has fired and its consent category is granted — later, when
 * consent is granted later; a tag whose required feature is disabled is skipped with the spec's
 * message; a load failure logs an error and an abort a warning. A tag that was requested is never
 * requested again, whatever the outcome (decision 017).
 */
export interface ScriptStoreState {
  readonly scripts: readonly ScriptTag[];
  readonly loadedTagIds: readonly string[];
  /** Requested at least once: loading, loaded, failed or aborted. */
  readonly requestedTagIds: readonly string[];
  /** Skipped for a disabled feature and already reported. */
  readonly skippedTagIds: readonly string[];
  readonly firedTimings: readonly ScriptTiming[];
}

export type ScriptStoreAction =
  | { type: 'register'; tags: readonly ScriptTag[] }
  | { type: 'timing'; timing: ScriptTiming }
  | { type: 'requested'; tagIds: readonly string[] }
  | { type: 'skipped'; tagIds: readonly string[] }
  | { type: 'loaded'; tagId: string }
  | { type: 'failed'; tagId: string }
  | { type: 'aborted'; tagId: string };

export const EMPTY_SCRIPT_STORE: ScriptStoreState = {
  scripts: [],
  loadedTagIds: [],
  requestedTagIds: [],
  skippedTagIds: [],
  firedTimings: [],
};

const add = <T>(list: readonly T[], values: readonly T[]): readonly T[] => {
  const fresh = values.filter((value, index) => !list.includes(value) && values.indexOf(value) === index);
  return fresh.length === 0 ? list : [...list, ...fresh];
};

export function scriptStoreReducer(state: ScriptStoreState, action: ScriptStoreAction): ScriptStoreState {
  switch (action.type) {
    case 'register': {
      const known = new Set(state.scripts.map((tag) => tag.tagId));
      const added: ScriptTag[] = [];
      for (const tag of action.tags) {
        if (known.has(tag.tagId)) continue;
        known.add(tag.tagId);
        added.push(tag);
      }
      return added.length === 0 ? state : { ...state, scripts: sortByPriority([...state.scripts, ...added]) };
    }
    case 'timing':
      return { ...state, firedTimings: add(state.firedTimings, [action.timing]) };
    case 'requested':
      return { ...state, requestedTagIds: add(state.requestedTagIds, action.tagIds) };
    case 'skipped':
      return { ...state, skippedTagIds: add(state.skippedTagIds, action.tagIds) };
    case 'loaded':
      return {
        ...state,
        requestedTagIds: add(state.requestedTagIds, [action.tagId]),
        loadedTagIds: add(state.loadedTagIds, [action.tagId]),
      };
    case 'failed':
    case 'aborted':
      return { ...state, requestedTagIds: add(state.requestedTagIds, [action.tagId]) };
  }
}

export interface ScriptLogEntry {
  level: 'error' | 'warn';
  tagId: string;
  message: string;
}

export interface ScriptLoadPlan {
  /** Tags to request now, highest priority first; dispatch `requested` with their ids. */
  load: ScriptTag[];
  /** Newly skipped for a disabled feature (warn each once, then dispatch `skipped`). */
  skipped: ScriptLogEntry[];
  /** Tags whose trigger fired but whose consent category is not granted yet. */
  waitingForConsent: string[];
}

export interface ScriptLoadContext {
  granted: readonly ConsentCategory[];
  /** Enabled features by name; a required feature that is absent or false is disabled. */
  features: Readonly<Record<string, boolean>>;
}

export function missingFeatures(tag: Pick<ScriptTag, 'features'>, features: ScriptLoadContext['features']): string[] {
  return tag.features.filter((name) => !Object.hasOwn(features, name) || features[name] !== true);
}

/** Which tags to load now, for the triggers fired so far, the granted categories and the enabled features. */
export function planScriptLoads(state: ScriptStoreState, context: ScriptLoadContext): ScriptLoadPlan {
  const plan: ScriptLoadPlan = { load: [], skipped: [], waitingForConsent: [] };
  for (const tag of state.scripts) {
    if (!state.firedTimings.includes(tag.timing)) continue;
    if (state.requestedTagIds.includes(tag.tagId) || state.loadedTagIds.includes(tag.tagId)) continue;
    if (missingFeatures(tag, context.features).length > 0) {
      if (!state.skippedTagIds.includes(tag.tagId)) {
        plan.skipped.push({ level: 'warn', tagId: tag.tagId, message: featuresDisabledMessage(tag.tagId) });
      }
      continue;
    }
    if (!isCategoryGranted(tag.gdprCategory, context.granted)) {
      plan.waitingForConsent.push(tag.tagId);
      continue;
    }
    plan.load.push(tag);
  }
  return plan;
}

/** 001 §4 / §8: "Load failure logs an error; abort logs a warning." */
export function scriptOutcomeLog(outcome: 'failed' | 'aborted', tagId: string): ScriptLogEntry {
  return outcome === 'failed'
    ? { level: 'error', tagId, message: scriptLoadFailedMessage(tagId) }
    : { level: 'warn', tagId, message: scriptLoadAbortedMessage(tagId) };
}

/** Every window variable a registered tag watches (`windowVars`), in first-seen order. */
export function watchedWindowVars(state: Pick<ScriptStoreState, 'scripts'>): string[] {
  return [...new Set(state.scripts.flatMap((tag) => tag.windowVars))];
}
