import { describe, expect, it } from 'vitest';
import { headlineRuns } from './headlineRuns';

const kept = (text: string) =>
  headlineRuns(text)
    .filter((run) => run.keep)
    .map((run) => run.text);

describe('headlineRuns', () => {
  it.each([
    ['Zephyr Unveils E-reader With Better Privacy Controls', ['E-reader']],
    ['Battery Drain: 5 Things to Know', ['5 Things']],
    ['Tessel Announces Browser With Improved On-Device AI', ['On-Device']],
    ['The $199 Phone Worth Buying in 2026', ['The $199 Phone']],
    ['Best Wi-Fi 7 Routers', ['Wi-Fi 7 Routers']],
    ['Pellucid Glide Pro 4 Review: Big Value', ['Pro 4 Review']],
    ['Five Years After 2021, a Look Back', []],
    ['Plain Words Only', []],
  ])('%s keeps %j together', (headline, expected) => {
    expect(kept(headline)).toEqual(expected);
  });

  it('gives back the text unchanged', () => {
    const headline = 'Battery Drain: 5 Things to Know About E-readers';
    expect(
      headlineRuns(headline)
        .map((run) => run.text)
        .join(''),
    ).toBe(headline);
  });
});
