import { describe, expect, it } from 'vitest';
import type { BodyBlock } from './bodyBlocks';
import { allowsSlotAfter, planInjection } from './injection';
import type { InjectionConfig } from './injectionConfig';

const p = (length: number, text = ''): BodyBlock => ({ kind: 'paragraph', length, text });
const h = (length: number, text = ''): BodyBlock => ({ kind: 'heading', length, text });
const e = (length: number, text = ''): BodyBlock => ({ kind: 'embed', length, text });

/** Ten paragraphs of 100 characters: total 1000. */
const ten = Array.from({ length: 10 }, (_, i) => p(100, `paragraph ${i}`));
/** 0 p, 1 h, 2 p, 3 e(image), 4 p, 5 h, 6 p, 7 p. */
const mixed = [
  p(200, 'Intro'),
  h(20, 'Specs'),
  p(300, 'The battery lasts all day.'),
  e(1000, ''),
  p(300),
  h(20, 'Verdict'),
  p(200, 'Buy it'),
  p(100),
];

const unlimited = -1;

describe('in-article injection planner (001 §9)', () => {
  it.each<[string, readonly BodyBlock[], InjectionConfig, number[]]>([
    // after an index
    ['after an index', ten, { option: { kind: 'index', index: 2 }, limit: unlimited }, [2]],
    [
      'after several indices, sorted and unique',
      ten,
      { option: { kind: 'index', index: [5, 1, 5] }, limit: unlimited },
      [1, 5],
    ],
    [
      'index on a heading moves to the next block that allows a slot',
      mixed,
      { option: { kind: 'index', index: 1 }, limit: unlimited },
      [2],
    ],
    ['index of the last block gives no slot', ten, { option: { kind: 'index', index: 9 }, limit: unlimited }, []],
    ['index past the end gives no slot', ten, { option: { kind: 'index', index: 40 }, limit: unlimited }, []],
    // a percentage
    ['a percentage', ten, { option: { kind: 'percentage', percent: 50 }, limit: unlimited }, [4]],
    [
      'a percentage between blocks rounds forward',
      ten,
      { option: { kind: 'percentage', percent: 33 }, limit: unlimited },
      [3],
    ],
    ['100 percent is the end: no slot', ten, { option: { kind: 'percentage', percent: 100 }, limit: unlimited }, []],
    ['0 percent is after the first block', ten, { option: { kind: 'percentage', percent: 0 }, limit: unlimited }, [0]],
    [
      'a percentage of an empty-length body gives nothing',
      [p(0), p(0)],
      { option: { kind: 'percentage', percent: 10 }, limit: unlimited },
      [],
    ],
    [
      'a percentage counts embed estimates',
      mixed,
      { option: { kind: 'percentage', percent: 50 }, limit: unlimited },
      [3],
    ],
    // a character count
    ['a character count', ten, { option: { kind: 'characters', characters: 250 }, limit: unlimited }, [2]],
    [
      'a character count reached on a heading moves on',
      mixed,
      { option: { kind: 'characters', characters: 210 }, limit: unlimited },
      [2],
    ],
    [
      'a character count beyond the body gives nothing',
      ten,
      { option: { kind: 'characters', characters: 5000 }, limit: unlimited },
      [],
    ],
    // an interval (paragraphs)
    [
      'an interval: start 3, repeat 3',
      ten,
      { option: { kind: 'interval', start: 3, repeat: 3 }, limit: unlimited },
      [2, 5, 8],
    ],
    [
      'an interval: start 2, repeat 4',
      ten,
      { option: { kind: 'interval', start: 2, repeat: 4 }, limit: unlimited },
      [1, 5],
    ],
    [
      'an interval counts paragraphs, not headings or embeds',
      mixed,
      { option: { kind: 'interval', start: 2, repeat: 2 }, limit: unlimited },
      [2, 6],
    ],
    [
      'an interval never puts a slot after the last block',
      ten,
      { option: { kind: 'interval', start: 5, repeat: 5 }, limit: unlimited },
      [4],
    ],
    // an interval by characters
    [
      'an interval by characters: start 200, repeat 300',
      ten,
      { option: { kind: 'characterInterval', start: 200, repeat: 300 }, limit: unlimited },
      [1, 4, 7],
    ],
    [
      'an interval by characters skips headings and measures from the slot',
      mixed,
      { option: { kind: 'characterInterval', start: 210, repeat: 500 }, limit: unlimited },
      [2, 3, 6],
    ],
    [
      'an interval by characters, start 0',
      ten,
      { option: { kind: 'characterInterval', start: 0, repeat: 450 }, limit: unlimited },
      [0, 5],
    ],
    // after an element containing text
    ['after an element containing text', mixed, { option: { kind: 'text', text: 'battery' }, limit: unlimited }, [2]],
    [
      'text match is case-insensitive and whitespace-normalised',
      mixed,
      { option: { kind: 'text', text: 'THE   battery' }, limit: unlimited },
      [2],
    ],
    [
      'text in a heading puts the slot after the next block',
      mixed,
      { option: { kind: 'text', text: 'verdict' }, limit: unlimited },
      [6],
    ],
    [
      'every element containing the text',
      ten,
      { option: { kind: 'text', text: 'paragraph' }, limit: unlimited },
      [0, 1, 2, 3, 4, 5, 6, 7, 8],
    ],
    ['text found nowhere gives nothing', mixed, { option: { kind: 'text', text: 'camera' }, limit: unlimited }, []],
    // with a limit
    [
      'limit -1 is unlimited',
      ten,
      { option: { kind: 'interval', start: 1, repeat: 1 }, limit: -1 },
      [0, 1, 2, 3, 4, 5, 6, 7, 8],
    ],
    ['limit 2 keeps the first two', ten, { option: { kind: 'interval', start: 1, repeat: 1 }, limit: 2 }, [0, 1]],
    ['limit 0 gives none', ten, { option: { kind: 'interval', start: 1, repeat: 1 }, limit: 0 }, []],
    ['limit applies to text matches', ten, { option: { kind: 'text', text: 'paragraph' }, limit: 3 }, [0, 1, 2]],
    ['a limit below -1 gives none', ten, { option: { kind: 'interval', start: 1, repeat: 1 }, limit: -7 }, []],
    // edge bodies
    ['an empty body', [], { option: { kind: 'interval', start: 1, repeat: 1 }, limit: unlimited }, []],
    ['a one-block body', [p(500)], { option: { kind: 'index', index: 0 }, limit: unlimited }, []],
    [
      'bad lengths count as 0',
      [p(Number.NaN), p(-5), p(100), p(100)],
      { option: { kind: 'characters', characters: 100 }, limit: unlimited },
      [2],
    ],
  ])('%s', (_name, blocks, config, expected) => {
    expect(planInjection(blocks, config)).toEqual(expected);
  });

  it.each([
    [0, true],
    [1, false],
    [3, true],
    [7, false],
    [-1, false],
  ])('a slot may follow block %d of the mixed body: %s', (i, expected) => {
    expect(allowsSlotAfter(mixed, i)).toBe(expected);
  });
});
