import { describe, expect, it } from 'vitest';
import type { SlotEvent, SlotLifecycle } from './lifecycle';
import { NEW_SLOT, nextSlotState, slotClasses } from './lifecycle';

const run = (events: SlotEvent[]): SlotLifecycle => events.reduce(nextSlotState, NEW_SLOT);
const assign: SlotEvent = { type: 'assign' };
const auction: SlotEvent = { type: 'auction' };
const filled: SlotEvent = { type: 'render', blank: false };
const blank: SlotEvent = { type: 'render', blank: true };
const clear: SlotEvent = { type: 'clear' };
const destroy: SlotEvent = { type: 'destroy' };

describe('ad slot lifecycle (001 §4)', () => {
  it.each<[string, SlotEvent[], SlotLifecycle, string[]]>([
    ['new slot', [], { phase: 'new', blank: true }, ['ad-slot']],
    ['attributes assigned', [assign], { phase: 'assigned', blank: true }, ['ad-slot']],
    ['auction run', [assign, auction], { phase: 'auctioned', blank: true }, ['ad-slot']],
    [
      'rendered with a creative: visible',
      [assign, auction, filled],
      { phase: 'rendered', blank: false },
      ['ad-slot', 'ad-slot--visible'],
    ],
    ['rendered blank: not visible', [assign, auction, blank], { phase: 'rendered', blank: true }, ['ad-slot']],
    ['cleared: kept, not visible', [assign, auction, filled, clear], { phase: 'cleared', blank: true }, ['ad-slot']],
    [
      'cleared then auctioned and rendered again',
      [assign, auction, filled, clear, auction, filled],
      { phase: 'rendered', blank: false },
      ['ad-slot', 'ad-slot--visible'],
    ],
    [
      'a rendered slot auctioned again (refresh) is not visible until it renders again',
      [assign, auction, filled, auction],
      { phase: 'auctioned', blank: false },
      ['ad-slot'],
    ],
    [
      'destroyed is permanent',
      [assign, auction, filled, destroy, assign, auction, filled],
      { phase: 'destroyed', blank: true },
      ['ad-slot'],
    ],
    ['render before auction is ignored', [assign, filled], { phase: 'assigned', blank: true }, ['ad-slot']],
    ['auction before assign is ignored', [auction], { phase: 'new', blank: true }, ['ad-slot']],
    ['assign twice is ignored', [assign, auction, assign], { phase: 'auctioned', blank: true }, ['ad-slot']],
  ])('%s', (_name, events, state, classes) => {
    const result = run(events);
    expect(result).toEqual(state);
    expect(slotClasses(result)).toEqual(classes);
  });
});
