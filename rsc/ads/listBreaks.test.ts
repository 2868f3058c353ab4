import { describe, expect, it } from 'vitest';
import { listBreaks } from './listBreaks';

describe('listBreaks', () => {
  it.each([
    // cards, boxes, cards per row → after which cards the boxes go
    [24, 2, 4, [9, 17]],
    [12, 2, 4, [5, 9]],
    [24, 1, 2, [13]],
    [12, 1, 2, [7]],
    [5, 1, 4, []], // the list ends with its first row: no room between cards
    [6, 2, 4, [5]], // room for one; the other box stays at the foot
    [10, 3, 2, [3, 5, 9]],
    [0, 2, 4, []],
  ])('%i cards, %i boxes, %i a row → %j', (cards, boxes, perRow, expected) => {
    expect(listBreaks(cards, boxes, perRow)).toEqual(expected);
  });

  it('never puts two boxes after the same card, and never after the last card', () => {
    for (let cards = 0; cards < 40; cards += 1) {
      for (const perRow of [2, 4]) {
        const breaks = listBreaks(cards, 3, perRow);
        expect(new Set(breaks).size).toBe(breaks.length);
        expect(breaks.every((at) => at > 0 && at < cards)).toBe(true);
      }
    }
  });
});
