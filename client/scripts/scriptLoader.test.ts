import { describe, expect, it } from 'vitest';
import type { ConsentCategory } from '../../shared/scripts/consentCategories';
import type { ScriptLogEntry } from './store';
import { scriptTagSchema, type ScriptTag, type ScriptTagInput } from '../../shared/scripts/tag';
import { createScriptLoader, type ScriptOutcome } from './scriptLoader';

const tag = (input: Partial<ScriptTagInput> & { tagId: string }): ScriptTag =>
  scriptTagSchema.parse({ src: `/${input.tagId}.js`, timing: 'immediate', ...input });

function harness(options: { granted?: ConsentCategory[]; insertable?: boolean } = {}) {
  let granted: ConsentCategory[] = options.granted ?? ['C0001'];
  const listeners = new Set<() => void>();
  const inserted: string[] = [];
  const pending = new Map<string, (outcome: ScriptOutcome) => void>();
  const logs: ScriptLogEntry[] = [];
  const win: Record<string, unknown> = {};
  const loader = createScriptLoader({
    granted: () => granted,
    onConsentChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    insert: (t, done) => {
      if (options.insertable === false) return false;
      inserted.push(t.tagId);
      pending.set(t.tagId, done);
      return true;
    },
    log: (entry) => logs.push(entry),
    window: () => win,
  });
  const grant = (categories: ConsentCategory[]) => {
    granted = ['C0001', ...categories];
    listeners.forEach((listener) => listener());
  };
  const settle = (tagId: string, outcome: ScriptOutcome) => pending.get(tagId)?.(outcome);
  return { loader, inserted, logs, win, grant, settle, listeners };
}

describe('script loader', () => {
  it('loads due tags by priority, highest first', () => {
    const h = harness();
    h.loader.fire('immediate');
    h.loader.register(
      [tag({ tagId: 'low', priority: 1 }), tag({ tagId: 'high', priority: 49 }), tag({ tagId: 'mid', priority: 40 })],
      {},
    );
    expect(h.inserted).toEqual(['high', 'mid', 'low']);
  });

  it('waits for each tag’s timing trigger', () => {
    const h = harness();
    h.loader.register([tag({ tagId: 'onload', timing: 'windowLoad' }), tag({ tagId: 'next', timing: 'queue' })], {});
    expect(h.inserted).toEqual([]);
    h.loader.fire('queue');
    expect(h.inserted).toEqual(['next']);
    h.loader.fire('windowLoad');
    expect(h.inserted).toEqual(['next', 'onload']);
  });

  it('never loads a categorised tag before consent, and loads it once granted later', () => {
    const h = harness();
    h.loader.fire('immediate');
    h.loader.register(
      [
        tag({ tagId: 'ads', gdprCategory: 'C0004' }),
        tag({ tagId: 'stats', gdprCategory: 'C0002' }),
        tag({ tagId: 'plain' }),
      ],
      {},
    );
    expect(h.inserted).toEqual(['plain']);
    h.grant(['C0002']);
    expect(h.inserted).toEqual(['plain', 'stats']);
    h.grant(['C0002', 'C0004']);
    expect(h.inserted).toEqual(['plain', 'stats', 'ads']);
  });

  it('loads a tagId at most once: re-registering, refiring or regranting does not load it again', () => {
    const h = harness({ granted: ['C0001', 'C0002'] });
    h.loader.fire('immediate');
    const tags = [tag({ tagId: 'stats', gdprCategory: 'C0002' })];
    h.loader.register(tags, {});
    h.settle('stats', 'loaded');
    h.loader.register(tags, {});
    h.loader.register([tag({ tagId: 'stats', src: '/other.js' })], {});
    h.grant(['C0002', 'C0003']);
    expect(h.inserted).toEqual(['stats']);
    expect(h.loader.state.loadedTagIds).toEqual(['stats']);
  });

  it('withdrawing consent stops loads that had not started', () => {
    const h = harness({ granted: ['C0001', 'C0004'] });
    h.loader.register([tag({ tagId: 'ads', gdprCategory: 'C0004', timing: 'windowLoad' })], {});
    h.grant([]);
    h.loader.fire('windowLoad');
    expect(h.inserted).toEqual([]);
  });

  it('skips a tag whose feature is disabled, warning once with the spec message, and loads it when enabled', () => {
    const h = harness();
    h.loader.fire('immediate');
    const tags = [tag({ tagId: 'ad-library', features: ['ads'] })];
    h.loader.register(tags, { ads: false });
    h.loader.register(tags, { ads: false });
    expect(h.inserted).toEqual([]);
    expect(h.logs).toEqual([
      { level: 'warn', tagId: 'ad-library', message: 'One or more features required for ad-library are disabled.' },
    ]);
    h.loader.register(tags, { ads: true });
    expect(h.inserted).toEqual(['ad-library']);
  });

  it('logs a failure as an error and an abort as a warning, with the spec messages, and never retries', () => {
    const h = harness();
    h.loader.fire('immediate');
    h.loader.register([tag({ tagId: 'broken' }), tag({ tagId: 'stopped' })], {});
    h.settle('broken', 'failed');
    h.settle('broken', 'failed');
    h.settle('stopped', 'aborted');
    expect(h.logs).toEqual([
      { level: 'error', tagId: 'broken', message: "Loading of script 'broken' failed." },
      { level: 'warn', tagId: 'stopped', message: "Loading of script 'stopped' was aborted." },
    ]);
    h.grant(['C0002']);
    expect(h.inserted).toEqual(['broken', 'stopped']);
    expect(h.loader.state.loadedTagIds).toEqual([]);
  });

  it('a tag that cannot be inserted counts as failed and is not retried', () => {
    const h = harness({ insertable: false });
    h.loader.fire('immediate');
    h.loader.register([tag({ tagId: 'nowhere' })], {});
    h.loader.fire('queue');
    expect(h.loader.state.requestedTagIds).toEqual(['nowhere']);
  });

  it('reads only watched window variables', () => {
    const h = harness();
    h.win.neutronAnalytics = { loads: 1 };
    h.loader.register([tag({ tagId: 'stats', windowVars: ['neutronAnalytics'] })], {});
    expect(h.loader.readWindowVar('neutronAnalytics')).toEqual({ loads: 1 });
    expect(() => h.loader.readWindowVar('secret')).toThrow("The requested Window variable 'secret' is not watched.");
  });

  it('dispose stops listening to consent changes', () => {
    const h = harness();
    h.loader.dispose();
    expect(h.listeners.size).toBe(0);
  });
});
