/**
 * The boot script run as the browser would run it (in a VM context with a small stand-in for
 * the document, the paint observer and the timers): when the page's scripts start.
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { LOAD_FALLBACK_MS, scriptsAfterLcp, scriptsStartedBy } from './scriptsAfterLcp';

interface Options {
  /** Whether the page has a largest picture (`img[fetchpriority=high]`). */
  hero?: boolean;
  hidden?: boolean;
  /** Whether the browser has the largest-contentful-paint entry type. */
  lcpSupported?: boolean;
  payload?: string[];
}

function bootPage({ hero = true, hidden = false, lcpSupported = true, payload = [] }: Options = {}) {
  const started: string[] = [];
  const windowListeners = new Map<string, () => void>();
  const heroListeners = new Map<string, () => void>();
  const timers: { run: () => void; ms: number }[] = [];
  let observer: ((list: { getEntries(): { element: unknown }[] }) => void) | undefined;
  const heroElement = { addEventListener: (type: string, listener: () => void) => heroListeners.set(type, listener) };
  const text = { tagName: 'P' };
  class PerformanceObserver {
    static supportedEntryTypes = lcpSupported ? ['paint', 'largest-contentful-paint'] : ['paint'];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe() {}
  }
  const document = {
    hidden,
    querySelector: () => (hero ? heroElement : null),
    createElement: () => ({}) as { src?: string },
    head: { append: (script: { src: string }) => started.push(script.src) },
  };
  const context: Record<string, unknown> = {
    document,
    PerformanceObserver,
    __NF: payload,
    addEventListener: (type: string, listener: () => void) => windowListeners.set(type, listener),
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
  };
  context.window = context;
  runInNewContext(scriptsAfterLcp(['/static/main.abcdef12.js']), context);
  return {
    started,
    paintHero: () => observer?.({ getEntries: () => [{ element: heroElement }] }),
    paintText: () => observer?.({ getEntries: () => [{ element: text }] }),
    load: () => windowListeners.get('load')?.(),
    heroFails: () => heroListeners.get('error')?.(),
    /** Runs the timers set so far that are due within `ms`. */
    wait: (ms: number) => {
      for (const timer of timers.filter((t) => t.ms <= ms)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    },
  };
}

describe('the boot script (scripts after the largest paint)', () => {
  it('starts the entry when the largest picture is reported painted, not before', () => {
    const page = bootPage();
    page.paintText();
    expect(page.started).toEqual([]);
    page.paintHero();
    expect(page.started).toEqual(['/static/main.abcdef12.js']);
    page.paintHero();
    expect(page.started).toHaveLength(1);
  });

  it('does not start at the load event when nothing has been painted yet (a fast link: load comes before the first frame)', () => {
    const page = bootPage();
    page.load();
    expect(page.started).toEqual([]);
    // The first frame after the load event has every eager picture in: any paint entry starts them.
    page.paintText();
    expect(page.started).toEqual(['/static/main.abcdef12.js']);
  });

  it('starts a second after the load event when no paint is reported (the picture painted but was not the largest)', () => {
    const page = bootPage();
    page.paintText();
    page.load();
    page.wait(LOAD_FALLBACK_MS - 1);
    expect(page.started).toEqual([]);
    page.wait(LOAD_FALLBACK_MS);
    expect(page.started).toEqual(['/static/main.abcdef12.js']);
  });

  it('starts at the load event in a hidden tab, which paints nothing', () => {
    const page = bootPage({ hidden: true });
    page.load();
    page.wait(0);
    expect(page.started).toEqual(['/static/main.abcdef12.js']);
  });

  it('starts when the largest picture fails', () => {
    const page = bootPage();
    page.heroFails();
    expect(page.started).toEqual(['/static/main.abcdef12.js']);
  });

  it('on a page without a largest picture, starts at its first paint', () => {
    const page = bootPage({ hero: false });
    expect(page.started).toEqual([]);
    page.paintText();
    expect(page.started).toEqual(['/static/main.abcdef12.js']);
  });

  it('starts at once in a browser without the largest-contentful-paint entry type', () => {
    expect(bootPage({ lcpSupported: false }).started).toEqual(['/static/main.abcdef12.js']);
  });

  it('starts the client chunks the inline payload names beside the entry, each once', () => {
    const page = bootPage({
      payload: ['2:"islands.0123abcd.js"\n1:I[1,[679,"$2"],"A"]\n', '3:"client7.89abcdef.js"\n4:"islands.0123abcd.js"'],
    });
    page.paintHero();
    expect(page.started).toEqual([
      '/static/islands.0123abcd.js',
      '/static/client7.89abcdef.js',
      '/static/main.abcdef12.js',
    ]);
  });

  it('scriptsStartedBy reads the same list back from a page', () => {
    const html = `<script>(self.__NF||=[]).push('2:"islands.0123abcd.js"\\n')</script><script nonce="n">${scriptsAfterLcp(['/static/main.abcdef12.js'])}</script>`;
    expect(scriptsStartedBy(html)).toEqual(['/static/main.abcdef12.js', '/static/islands.0123abcd.js']);
  });
});
