import { describe, expect, it } from 'vitest';
import { readWindowVar } from './windowVars';

describe('window variables (001 §3, §8)', () => {
  const win = { googletag: { cmd: [] }, other: 1 };
  const rows: Array<[name: string, variable: string, target: Record<string, unknown> | undefined, outcome: unknown]> = [
    ['a watched variable is read', 'googletag', win, { cmd: [] }],
    ['a watched variable not yet set is undefined', 'pbjs', win, undefined],
    ['an unwatched variable throws', 'other', win, new Error("The requested Window variable 'other' is not watched.")],
    ['the server render throws', 'googletag', undefined, new Error('Cannot access Window during server render.')],
  ];
  it.each(rows)('%s', (_name, variable, target, outcome) => {
    const read = () => readWindowVar(['googletag', 'pbjs'], variable, target);
    if (outcome instanceof Error) expect(read).toThrow(outcome.message);
    else expect(read()).toEqual(outcome);
  });
});
