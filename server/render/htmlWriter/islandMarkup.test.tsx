import { createContext, useContext, useId } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ClientReference } from './flightRows';
import { Unsupported } from './flightRows';
import { createIslandMarkup } from './islandMarkup';
import type { IslandElement } from './writeRows';

const Slots = createContext<Record<string, number>>({});

function Banner({ label, height }: { label: string; height: number }) {
  return (
    <div className="banner" style={{ minHeight: height }}>
      {label}
    </div>
  );
}
function SlotPage({ slots, children }: { slots: Record<string, number>; children?: ReactNode }) {
  return <Slots value={slots}>{children}</Slots>;
}
function Slot({ name }: { name: string }) {
  const slots = useContext(Slots);
  return <div data-slot={name} style={{ minHeight: slots[name] ?? 0 }} />;
}
function Frame({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section>
      <h2>{title}</h2>
      {children}
      <footer>end</footer>
    </section>
  );
}
function WithId() {
  const id = useId();
  return <label htmlFor={id}>Label</label>;
}
/** Reads something other than its props (a stand-in for markup that changed under a cached entry). */
let edition = 'first';
function Edition() {
  return <p>{edition}</p>;
}
function Empty() {
  return null;
}
function Hoisting() {
  return <title>Hoisted</title>;
}

/** Says its markup reads only `slots` (its markup key); `targeting` changes per page and is read only in the browser. */
function KeyedPage({
  slots,
  children,
}: {
  slots: Record<string, number>;
  targeting: string;
  markupKey: string;
  children?: ReactNode;
}) {
  return <Slots value={slots}>{children}</Slots>;
}
/** Claims its markup reads only its markup key, but writes its label. */
function Liar({ label }: { label: string; markupKey: string }) {
  return <p>{label}</p>;
}

const components: Record<string, ComponentType<Record<string, unknown>>> = {
  Banner,
  SlotPage,
  Slot,
  Frame,
  WithId,
  Edition,
  Empty,
  Hoisting,
  KeyedPage,
  Liar,
} as never;
/** A draw for the sampled hits that goes 0, 1/n, 2/n… round: exactly one hit in n is sampled. */
const cycle = (n: number) => {
  let i = 0;
  return () => (i++ % n) / n;
};
let renders = 0;
const load = (reference: ClientReference) => {
  renders++;
  return components[reference.name]!;
};
const island = (name: string, props: Record<string, unknown> = {}, hasChildren = false): IslandElement => ({
  type: { kind: 'client', id: name.length.toString(), name },
  props,
  hasChildren,
});

describe('island markup', () => {
  it("is React DOM's markup of the island, and is rendered once for the same props", () => {
    const markup = createIslandMarkup({ load, checkEvery: 0 });
    const before = renders;
    const first = markup.writer(island('Banner', { label: 'Ad & more', height: 90 }), []);
    expect(first).toEqual({ open: renderToString(<Banner label="Ad & more" height={90} />), close: null });
    const loads = renders - before;
    expect(markup.writer(island('Banner', { label: 'Ad & more', height: 90 }), [])).toEqual(first);
    expect(renders - before).toBe(loads);
    expect(markup.writer(island('Banner', { label: 'Other', height: 90 }), []).open).toContain('Other');
    expect(markup.stats()).toMatchObject({ entries: 2, hits: 1, misses: 2 });
  });

  it('reads the context of the islands around it, and keys on them', () => {
    const markup = createIslandMarkup({ load });
    const page = (height: number) => island('SlotPage', { slots: { top: height } }, true);
    expect(markup.writer(island('Slot', { name: 'top' }), [page(90)]).open).toBe(
      '<div data-slot="top" style="min-height:90px"></div>',
    );
    expect(markup.writer(island('Slot', { name: 'top' }), [page(250)]).open).toBe(
      '<div data-slot="top" style="min-height:250px"></div>',
    );
    expect(markup.writer(page(90), [])).toEqual({ open: '', close: '' });
  });

  it('splits an island with server children into what comes before them and after', () => {
    const markup = createIslandMarkup({ load });
    expect(markup.writer(island('Frame', { title: 'Related' }, true), [])).toEqual({
      open: '<section><h2>Related</h2>',
      close: '<footer>end</footer></section>',
    });
    expect(markup.writer(island('Empty'), [])).toEqual({ open: '', close: null });
  });

  it('leaves to React DOM an island whose markup depends on its place in the tree or reaches outside it', () => {
    const markup = createIslandMarkup({ load });
    expect(() => markup.writer(island('WithId'), [])).toThrow(Unsupported);
    expect(() => markup.writer(island('WithId'), [])).toThrow(/depends on its place/);
    expect(() => markup.writer(island('Hoisting'), [])).toThrow(/outside its place/);
  });

  it('keeps islands with kilobytes of props under a short key, each apart', () => {
    const markup = createIslandMarkup({ load });
    const long = (n: number) => island('Banner', { label: `${'a long label '.repeat(200)}${n}`, height: 90 });
    const slot = () => island('Slot', { name: 'top' });
    const page = (n: number) => island('SlotPage', { slots: { top: n }, targeting: 'x'.repeat(3_000) }, true);
    for (let n = 0; n < 3; n++) {
      expect(markup.writer(long(n), []).open).toContain(`a long label ${n}</div>`);
      expect(markup.writer(slot(), [page(n + 1)]).open).toBe(
        `<div data-slot="top" style="min-height:${n + 1}px"></div>`,
      );
    }
    const { entries, bytes, hits } = markup.stats();
    expect(entries).toBe(6);
    expect(hits).toBe(0);
    // Markup and keys, not the props: 3 × 2.6 KB of label markup, the rest short.
    expect(bytes).toBeLessThan(3 * 2_700 + 1_000);
    expect(markup.writer(long(1), []).open).toContain('a long label 1</div>');
    expect(markup.writer(slot(), [page(2)]).open).toContain('min-height:2px');
    expect(markup.stats().hits).toBe(2);
  });

  it('keys an island by its markup key, so pages differing in what no markup reads share the markup of the islands inside', () => {
    const markup = createIslandMarkup({ load });
    const page = (targeting: string, top = 90) =>
      island('KeyedPage', { slots: { top }, targeting, markupKey: `top=${top}` }, true);
    for (let n = 0; n < 40; n++) {
      expect(markup.writer(page(`article-${n}`), [])).toEqual({ open: '', close: '' });
      expect(markup.writer(island('Slot', { name: 'top' }), [page(`article-${n}`)]).open).toBe(
        '<div data-slot="top" style="min-height:90px"></div>',
      );
    }
    // Two entries for forty pages; each entry's first reuses (for other props) were rendered again and compared.
    expect(markup.stats()).toMatchObject({ entries: 2, misses: 2, hits: 78, checks: 8, wrongMarkupKeys: 0 });
    // Another markup key is another entry, with its own markup.
    expect(markup.writer(island('Slot', { name: 'top' }), [page('article-0', 250)]).open).toBe(
      '<div data-slot="top" style="min-height:250px"></div>',
    );
  });

  it('finds a markup key that leaves out what the markup reads, answers right, and keys that component by all its props from then on', () => {
    const wrong: string[] = [];
    const markup = createIslandMarkup({ load, onWrongMarkupKey: (component) => wrong.push(component) });
    expect(markup.writer(island('Liar', { label: 'first', markupKey: 'same' }), []).open).toBe('<p>first</p>');
    expect(markup.writer(island('Liar', { label: 'second', markupKey: 'same' }), []).open).toBe('<p>second</p>');
    expect(wrong).toEqual(['4#Liar']);
    expect(markup.writer(island('Liar', { label: 'third', markupKey: 'same' }), []).open).toBe('<p>third</p>');
    expect(markup.writer(island('Liar', { label: 'second', markupKey: 'same' }), []).open).toBe('<p>second</p>');
    expect(markup.stats().wrongMarkupKeys).toBe(1);
  });

  it('keeps checking a markup key after its first reuses, in the sampled hits', () => {
    const wrong: string[] = [];
    const markup = createIslandMarkup({
      load,
      checkEvery: 50,
      random: cycle(50),
      onWrongMarkupKey: (component) => wrong.push(component),
    });
    for (let i = 0; i < 5; i++)
      expect(markup.writer(island('Liar', { label: 'a', markupKey: 'same' }), []).open).toBe('<p>a</p>');
    const seen = new Set<string>();
    for (let i = 0; i < 300; i++) seen.add(markup.writer(island('Liar', { label: 'b', markupKey: 'same' }), []).open);
    expect(wrong).toEqual(['4#Liar']);
    expect(markup.writer(island('Liar', { label: 'b', markupKey: 'same' }), []).open).toBe('<p>b</p>');
    expect(seen).toContain('<p>b</p>');
  });

  it("renders one hit in checkEvery again with the page's props: stale markup is dropped, counted, named, and React DOM's is written", () => {
    const mismatches: string[] = [];
    const markup = createIslandMarkup({ load, checkEvery: 1, onMismatch: (component) => mismatches.push(component) });
    edition = 'first';
    expect(markup.writer(island('Edition'), []).open).toBe('<p>first</p>');
    expect(markup.writer(island('Edition'), []).open).toBe('<p>first</p>');
    expect(mismatches).toEqual([]);
    // The markup now reads something its props do not say: the cached entry is stale.
    edition = 'second';
    expect(markup.writer(island('Edition'), []).open).toBe('<p>second</p>');
    expect(mismatches).toEqual(['7#Edition']);
    expect(markup.stats()).toMatchObject({ mismatches: 1 });
    // Dropped: the next page renders it afresh and keeps that.
    const { misses } = markup.stats();
    expect(markup.writer(island('Edition'), []).open).toBe('<p>second</p>');
    expect(markup.stats().misses).toBe(misses + 1);
    expect(markup.writer(island('Edition'), []).open).toBe('<p>second</p>');
    expect(mismatches).toHaveLength(1);
  });

  it('samples one hit in checkEvery, and none with 0', () => {
    const sampled = (checkEvery: number) => {
      const markup = createIslandMarkup({ load, checkEvery, random: cycle(20) });
      for (let i = 0; i < 1_001; i++) markup.writer(island('Banner', { label: 'same', height: 1 }), []);
      return markup.stats();
    };
    expect(sampled(20)).toMatchObject({ hits: 1_000, sampled: 50, mismatches: 0 });
    expect(sampled(0)).toMatchObject({ hits: 1_000, sampled: 0 });
  });

  it('keeps what is used when the cache turns over', () => {
    const markup = createIslandMarkup({ load, maxBytes: 40_000 });
    const hot = island('Banner', { label: 'hot', height: 1 });
    const first = markup.writer(hot, []);
    const before = renders;
    for (let i = 0; i < 5_000; i++) {
      markup.writer(island('Banner', { label: `cold ${i}`, height: i }), []);
      if (i % 50 === 0) expect(markup.writer(island('Banner', { label: 'hot', height: 1 }), [])).toBe(first);
    }
    expect(renders - before).toBeGreaterThanOrEqual(5_000);
    expect(markup.stats().bytes).toBeLessThanOrEqual(40_000);
  });

  it('stays within its byte budget', () => {
    const markup = createIslandMarkup({ load, maxBytes: 20_000 });
    for (let i = 0; i < 2_000; i++) markup.writer(island('Banner', { label: `label ${i}`, height: i }), []);
    const { entries, bytes } = markup.stats();
    expect(bytes).toBeLessThanOrEqual(20_000);
    expect(entries).toBeGreaterThan(50);
    expect(entries).toBeLessThan(2_000);
  });
});
