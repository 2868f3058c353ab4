/**
 * The ad library script run in a Node vm with a minimal fake DOM: the command queue, the
 * lifecycle events it reports, blank and failed answers, and that a destroyed slot hears nothing.
 */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import type { AdLibrary, AdLibraryEvent, AdLibraryGlobal, AdSlotRequest } from '../../shared/ads/library';

const SOURCE = readFileSync(new URL('./adLibrary.js', import.meta.url), 'utf8');

interface FakeImage {
  src: string;
  width: number;
  height: number;
  alt: string;
  onload?: () => void;
  onerror?: () => void;
  parentNode?: FakeElement;
}
class FakeElement {
  children: FakeImage[] = [];
  get firstChild() {
    return this.children[0] ?? null;
  }
  removeChild(child: FakeImage) {
    this.children = this.children.filter((c) => c !== child);
  }
  appendChild(child: FakeImage) {
    child.parentNode = this;
    this.children.push(child);
  }
}

function load(
  answer: (url: string) => Promise<{ ok: boolean; status: number; json: () => Promise<unknown> }>,
  stub?: AdLibraryGlobal,
) {
  const elements = new Map<string, FakeElement>([['ad-a-1', new FakeElement()]]);
  const images: FakeImage[] = [];
  const fetch = vi.fn((url: string) => answer(url));
  const window: { neutronAds?: AdLibraryGlobal } = stub ? { neutronAds: stub } : {};
  const console = { error: vi.fn(), warn: vi.fn() };
  const document = {
    getElementById: (id: string) => elements.get(id) ?? null,
    createElement: () => {
      const img = { src: '', width: 0, height: 0, alt: '' } as FakeImage;
      images.push(img);
      return img;
    },
  };
  runInNewContext(SOURCE, { window, document, fetch, console, URL, URLSearchParams });
  return { library: window.neutronAds as AdLibraryGlobal & AdLibrary, elements, images, fetch, console };
}

const slot: AdSlotRequest = {
  divId: 'ad-a-1',
  name: 'a',
  type: 'adDisplay',
  sizes: [[300, 250]],
  targeting: { pos: 'a-1' },
  categories: ['IAB19'],
  region: 'aw',
};
const ok = (body: unknown) => () => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ad library', () => {
  it('runs commands queued before it loaded, initialises once and asks the configured ad server', async () => {
    const events: AdLibraryEvent[] = [];
    const inits: boolean[] = [];
    const stub: AdLibraryGlobal = {
      cmd: [
        (ads) => inits.push(ads.init({ adServerUrl: 'http://ads.test/' })),
        (ads) => inits.push(ads.init({ adServerUrl: 'http://other.test' })),
      ],
    };
    const { library, fetch, images } = load(
      ok({ pos: 'a-1', creative: { id: 'c', width: 300, height: 250, url: '/ads/v1/creative/300x250.svg' } }),
      stub,
    );
    expect(inits).toEqual([true, false]);
    library.cmd.push((ads) => ads.display(slot, (event) => events.push(event)));
    await flush();
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(
      /^http:\/\/ads\.test\/ads\/v1\/slot\?pos=a-1&name=a&type=adDisplay&sz=300x250&region=aw&cats=IAB19&cust_params=pos%3Da-1$/,
    );
    expect(images[0]?.src).toBe('http://ads.test/ads/v1/creative/300x250.svg');
    images[0]?.onload?.();
    expect(events).toEqual([
      { type: 'assign' },
      { type: 'auction' },
      { type: 'render', blank: false, size: [300, 250] },
    ]);
  });

  it('reports a blank render for no fill and for a slot without sizes (with the no-ad-units warning)', async () => {
    const { library, console } = load(ok({ pos: 'a-1', creative: null }));
    library.init({ adServerUrl: 'http://ads.test' });
    const events: AdLibraryEvent[] = [];
    library.display(slot, (event) => events.push(event));
    await flush();
    expect(events.at(-1)).toEqual({ type: 'render', blank: true });
    library.display({ ...slot, sizes: [] }, (event) => events.push(event));
    expect(events.at(-1)).toEqual({ type: 'render', blank: true });
    expect(console.warn).toHaveBeenCalledWith('No ad units: load aborted', 'ad-a-1');
  });

  it('reports errors: ad server failure, malformed answer, display before init', async () => {
    const failing = load(() => Promise.resolve({ ok: false, status: 500, json: () => Promise.resolve({}) }));
    const events: AdLibraryEvent[] = [];
    failing.library.display(slot, (event) => events.push(event));
    expect(events).toEqual([{ type: 'error', message: 'Ad library is not initialised' }]);
    failing.library.init({ adServerUrl: 'http://ads.test' });
    failing.library.display(slot, (event) => events.push(event));
    await flush();
    expect(events.at(-1)).toEqual({ type: 'error', message: 'Ad server answered 500' });
    const malformed = load(ok({ creative: { url: 5 } }));
    malformed.library.init({ adServerUrl: 'http://ads.test' });
    malformed.library.display(slot, (event) => events.push(event));
    await flush();
    expect(events.at(-1)).toEqual({ type: 'error', message: 'Ad server answer is not in the correct format' });
  });

  it('clears a creative (slot kept, can be refreshed) and drops every event of a destroyed slot', async () => {
    const { library, elements, images, fetch } = load(
      ok({ pos: 'a-1', creative: { id: 'c', width: 300, height: 250, url: '/c.svg' } }),
    );
    library.init({ adServerUrl: 'http://ads.test' });
    const events: AdLibraryEvent[] = [];
    library.display(slot, (event) => events.push(event));
    await flush();
    expect(elements.get('ad-a-1')?.children).toHaveLength(1);
    library.clear('ad-a-1');
    expect(elements.get('ad-a-1')?.children).toHaveLength(0);
    expect(events.at(-1)).toEqual({ type: 'clear' });
    library.refresh('ad-a-1');
    expect(fetch).toHaveBeenCalledTimes(2);
    library.destroy('ad-a-1');
    await flush();
    images.forEach((img) => img.onload?.());
    expect(events.at(-1)).toEqual({ type: 'auction' });
  });
});
