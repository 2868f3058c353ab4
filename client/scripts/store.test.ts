import { describe, expect, it } from 'vitest';
import type { ConsentCategory } from '../../shared/scripts/consentCategories';
import type { ScriptTiming } from '../../shared/scripts/constants';
import {
  EMPTY_SCRIPT_STORE,
  planScriptLoads,
  scriptOutcomeLog,
  scriptStoreReducer,
  watchedWindowVars,
  type ScriptStoreAction,
  type ScriptStoreState,
} from './store';
import { scriptTagSchema, type ScriptTag, type ScriptTagInput } from '../../shared/scripts/tag';

const tag = (input: Partial<ScriptTagInput> & { tagId: string }): ScriptTag =>
  scriptTagSchema.parse({ src: `https://cdn.example/${input.tagId}.js`, ...input });

const consent = tag({ tagId: 'consent', priority: 30, timing: 'immediate' });
const ads = tag({
  tagId: 'ads',
  priority: 40,
  timing: 'domContentLoaded',
  gdprCategory: 'C0004',
  features: ['ads'],
  windowVars: ['googletag'],
});
const perf = tag({
  tagId: 'perf',
  priority: 45,
  timing: 'domContentLoaded',
  gdprCategory: 'C0002',
  windowVars: ['perf', 'googletag'],
});
const wait = tag({ tagId: 'wait', priority: 49, timing: 'queue', gdprCategory: 'C0001' });
const unload = tag({ tagId: 'unload', timing: 'windowBeforeUnload' });
const ssr = tag({ tagId: 'ssr', timing: 'serverRender', innerHTML: 'x()' });
const ALL = [consent, ads, perf, wait, unload, ssr];

function run(actions: ScriptStoreAction[], from: ScriptStoreState = EMPTY_SCRIPT_STORE): ScriptStoreState {
  return actions.reduce(scriptStoreReducer, from);
}
const registered = run([{ type: 'register', tags: ALL }]);
const fired = (...timings: ScriptTiming[]) =>
  run(
    timings.map((timing) => ({ type: 'timing', timing })),
    registered,
  );
const ids = (tags: readonly { tagId: string }[]) => tags.map((entry) => entry.tagId);

describe('script store (001 §3)', () => {
  it('keeps scripts sorted by priority descending', () => {
    expect(ids(registered.scripts)).toEqual(['wait', 'perf', 'ads', 'consent', 'unload', 'ssr']);
  });
  it('registers a tagId once; the first registration wins', () => {
    const again = scriptStoreReducer(registered, {
      type: 'register',
      tags: [tag({ tagId: 'ads', priority: 99 }), tag({ tagId: 'new', priority: 41 })],
    });
    expect(ids(again.scripts)).toEqual(['wait', 'perf', 'new', 'ads', 'consent', 'unload', 'ssr']);
    expect(again.scripts.find((entry) => entry.tagId === 'ads')?.priority).toBe(40);
  });
  it('watches the window variables of its tags', () => {
    expect(watchedWindowVars(registered)).toEqual(['perf', 'googletag']);
  });
});

describe('which tags load (001 §4)', () => {
  const all: ConsentCategory[] = ['C0001', 'C0002', 'C0003', 'C0004', 'C0005'];
  const rows: Array<
    [
      name: string,
      state: ScriptStoreState,
      granted: ConsentCategory[],
      features: Record<string, boolean>,
      load: string[],
      waiting: string[],
      skipped: string[],
    ]
  > = [
    ['nothing before a trigger fires', registered, all, { ads: true }, [], [], []],
    ['immediate', fired('immediate'), [], {}, ['consent'], [], []],
    ['queue (next tick); C0001 needs no consent', fired('queue'), [], {}, ['wait'], [], []],
    [
      'DOM content loaded, all granted, by priority',
      fired('domContentLoaded'),
      all,
      { ads: true },
      ['perf', 'ads'],
      [],
      [],
    ],
    [
      'DOM content loaded without targeting consent',
      fired('domContentLoaded'),
      ['C0001', 'C0002'],
      { ads: true },
      ['perf'],
      ['ads'],
      [],
    ],
    [
      'a disabled required feature skips the tag',
      fired('domContentLoaded'),
      all,
      { ads: false },
      ['perf'],
      [],
      ['ads'],
    ],
    ['an unknown required feature counts as disabled', fired('domContentLoaded'), all, {}, ['perf'], [], ['ads']],
    ['window before unload', fired('windowBeforeUnload'), [], {}, ['unload'], [], []],
    ['server render', fired('serverRender'), [], {}, ['ssr'], [], []],
    ['triggers accumulate', fired('immediate', 'queue', 'windowLoad'), [], {}, ['wait', 'consent'], [], []],
    [
      'a requested tag is not planned again',
      run([{ type: 'requested', tagIds: ['consent'] }], fired('immediate')),
      all,
      {},
      [],
      [],
      [],
    ],
    [
      'a failed tag is not planned again',
      run([{ type: 'failed', tagId: 'consent' }], fired('immediate')),
      all,
      {},
      [],
      [],
      [],
    ],
    [
      'an aborted tag is not planned again',
      run([{ type: 'aborted', tagId: 'consent' }], fired('immediate')),
      all,
      {},
      [],
      [],
      [],
    ],
    [
      'a loaded tag is not planned again',
      run([{ type: 'loaded', tagId: 'consent' }], fired('immediate')),
      all,
      {},
      [],
      [],
      [],
    ],
    [
      'a skipped tag is reported once',
      run([{ type: 'skipped', tagIds: ['ads'] }], fired('domContentLoaded')),
      all,
      { ads: false },
      ['perf'],
      [],
      [],
    ],
    [
      'a skipped tag loads once its feature is on',
      run([{ type: 'skipped', tagIds: ['ads'] }], fired('domContentLoaded')),
      all,
      { ads: true },
      ['perf', 'ads'],
      [],
      [],
    ],
  ];
  it.each(rows)('%s', (_name, state, granted, features, load, waiting, skipped) => {
    const plan = planScriptLoads(state, { granted, features });
    expect(ids(plan.load)).toEqual(load);
    expect(plan.waitingForConsent).toEqual(waiting);
    expect(ids(plan.skipped)).toEqual(skipped);
  });

  it('skips with the spec message, as a warning', () => {
    expect(planScriptLoads(fired('domContentLoaded'), { granted: [], features: {} }).skipped).toEqual([
      { level: 'warn', tagId: 'ads', message: 'One or more features required for ads are disabled.' },
    ]);
  });

  it('a tag waiting for consent loads when consent is granted later, once', () => {
    let state = fired('domContentLoaded');
    const first = planScriptLoads(state, { granted: ['C0001'], features: { ads: true } });
    expect(ids(first.load)).toEqual([]);
    expect(first.waitingForConsent).toEqual(['perf', 'ads']);
    const later = planScriptLoads(state, { granted: ['C0001', 'C0004'], features: { ads: true } });
    expect(ids(later.load)).toEqual(['ads']);
    state = scriptStoreReducer(state, { type: 'requested', tagIds: ids(later.load) });
    state = scriptStoreReducer(state, { type: 'loaded', tagId: 'ads' });
    expect(state.loadedTagIds).toEqual(['ads']);
    expect(ids(planScriptLoads(state, { granted: ['C0001', 'C0004'], features: { ads: true } }).load)).toEqual([]);
  });

  it('bookkeeping never repeats an id', () => {
    const state = run([
      { type: 'loaded', tagId: 'a' },
      { type: 'loaded', tagId: 'a' },
      { type: 'requested', tagIds: ['a', 'b', 'b'] },
      { type: 'timing', timing: 'queue' },
      { type: 'timing', timing: 'queue' },
    ]);
    expect(state.loadedTagIds).toEqual(['a']);
    expect(state.requestedTagIds).toEqual(['a', 'b']);
    expect(state.firedTimings).toEqual(['queue']);
  });
});

describe('load outcomes (001 §4, §8)', () => {
  const rows: Array<[outcome: 'failed' | 'aborted', level: string, message: string]> = [
    ['failed', 'error', "Loading of script 'ads' failed."],
    ['aborted', 'warn', "Loading of script 'ads' was aborted."],
  ];
  it.each(rows)('%s logs %s', (outcome, level, message) => {
    expect(scriptOutcomeLog(outcome, 'ads')).toEqual({ level, tagId: 'ads', message });
  });
});
