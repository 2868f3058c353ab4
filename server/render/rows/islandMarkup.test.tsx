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
function Empty() {
  return null;
}
function Hoisting() {
  return <title>Hoisted</title>;
}

const components: Record<string, ComponentType<Record<string, unknown>>> = { Banner, SlotPage, Slot, Frame, WithId, Empty, Hoisting } as never;
let renders = 0;
const load = (reference: ClientReference) => {
  renders++;
  return components[reference.name]!;
};
const island = (name: string, props: Record<string, unknown> = {}, hasChildren = false): IslandElement => ({ type: { kind: 'client', id: name.length.toString(), name }, props, hasChildren });

describe('island markup', () => {
  it("is React DOM's markup of the island, and is rendered once for the same props", () => {
    const markup = createIslandMarkup({ load });
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
    expect(markup.writer(island('Slot', { name: 'top' }), [page(90)]).open).toBe('<div data-slot="top" style="min-height:90px"></div>');
    expect(markup.writer(island('Slot', { name: 'top' }), [page(250)]).open).toBe('<div data-slot="top" style="min-height:250px"></div>');
    expect(markup.writer(page(90), [])).toEqual({ open: '', close: '' });
  });

  it('splits an island with server children into what comes before them and after', () => {
    const markup = createIslandMarkup({ load });
    expect(markup.writer(island('Frame', { title: 'Related' }, true), [])).toEqual({ open: '<section><h2>Related</h2>', close: '<footer>end</footer></section>' });
    expect(markup.writer(island('Empty'), [])).toEqual({ open: '', close: null });
  });

  it('leaves to React DOM an island whose markup depends on its place in the tree or reaches outside it', () => {
    const markup = createIslandMarkup({ load });
    expect(() => markup.writer(island('WithId'), [])).toThrow(Unsupported);
    expect(() => markup.writer(island('WithId'), [])).toThrow(/depends on its place/);
    expect(() => markup.writer(island('Hoisting'), [])).toThrow(/outside its place/);
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
