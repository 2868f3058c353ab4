import { describe, expect, it } from 'vitest';
import { adCategories } from './categories';

describe('ad categories by section (001 §9)', () => {
  it.each([
    ['cars', ['IAB2']],
    ['cnet-home', ['IAB10']],
    ['culture', ['IAB1']],
    ['news', ['IAB12']],
    ['personal-finance', ['IAB13']],
    ['science', ['IAB15']],
    ['tech', ['IAB19']],
    ['wellness', ['IAB6', 'IAB7']],
    [' Tech ', ['IAB19']],
    ['deals', []],
    ['constructor', []],
    [null, []],
    [undefined, []],
  ])('%s → %j', (section, expected) => {
    expect(adCategories(section)).toEqual(expected);
  });
});
