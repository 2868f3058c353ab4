import { describe, expect, it } from 'vitest';
import { parseInjectionConfig, slotInjectionConfig } from './injectionConfig';

describe('injection config from outside (001 §9)', () => {
  it.each([
    ['index', { option: { kind: 'index', index: 3 }, limit: 1 }, { option: { kind: 'index', index: 3 }, limit: 1 }],
    [
      'percentage list, limit defaults to -1',
      { option: { kind: 'percentage', percent: [25, 75] } },
      { option: { kind: 'percentage', percent: [25, 75] }, limit: -1 },
    ],
    [
      'characters',
      { option: { kind: 'characters', characters: 800 }, limit: -1 },
      { option: { kind: 'characters', characters: 800 }, limit: -1 },
    ],
    [
      'interval',
      { option: { kind: 'interval', start: 3, repeat: 5 }, limit: 4 },
      { option: { kind: 'interval', start: 3, repeat: 5 }, limit: 4 },
    ],
    [
      'characterInterval',
      { option: { kind: 'characterInterval', start: 0, repeat: 900 }, limit: 2 },
      { option: { kind: 'characterInterval', start: 0, repeat: 900 }, limit: 2 },
    ],
    [
      'text is trimmed',
      { option: { kind: 'text', text: ' Verdict ' } },
      { option: { kind: 'text', text: 'Verdict' }, limit: -1 },
    ],
    ['unknown kind', { option: { kind: 'random' } }, undefined],
    ['percentage over 100', { option: { kind: 'percentage', percent: 120 } }, undefined],
    ['negative index', { option: { kind: 'index', index: -1 } }, undefined],
    ['interval repeat 0', { option: { kind: 'interval', start: 1, repeat: 0 } }, undefined],
    ['empty text', { option: { kind: 'text', text: '  ' } }, undefined],
    ['limit below -1', { option: { kind: 'index', index: 1 }, limit: -2 }, undefined],
    ['limit not an integer', { option: { kind: 'index', index: 1 }, limit: 1.5 }, undefined],
    ['not an object', 'every 3', undefined],
    ['null', null, undefined],
  ])('%s', (_name, input, expected) => {
    expect(parseInjectionConfig(input)).toEqual(expected);
  });
});

describe('slot start interval, repeat interval and limit (001 §9)', () => {
  it.each([
    [
      'paragraph interval',
      { start: 3, repeat: 6, limit: -1, byCharacters: false },
      undefined,
      { option: { kind: 'interval', start: 3, repeat: 6 }, limit: -1 },
    ],
    [
      'character interval',
      { start: 1200, repeat: 2400, limit: 2, byCharacters: true },
      undefined,
      { option: { kind: 'characterInterval', start: 1200, repeat: 2400 }, limit: 2 },
    ],
    [
      'limit override (native-middle cap)',
      { start: 6, repeat: 12, limit: 2, byCharacters: false },
      99,
      { option: { kind: 'interval', start: 6, repeat: 12 }, limit: 99 },
    ],
    [
      'bad numbers are clamped',
      { start: 0, repeat: 0, limit: 1, byCharacters: false },
      undefined,
      { option: { kind: 'interval', start: 1, repeat: 1 }, limit: 1 },
    ],
  ] as const)('%s', (_name, injection, limit, expected) => {
    expect(slotInjectionConfig(injection, limit)).toEqual(expected);
  });
});
