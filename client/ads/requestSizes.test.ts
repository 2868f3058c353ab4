import { describe, expect, it } from 'vitest';
import { AD_LAYOUTS } from '../../rsc/ads/layouts';
import { requestSizes } from './requestSizes';
import type { AdSlot } from '../../shared/ads/slot';

const slot = (name: string): AdSlot => AD_LAYOUTS.article.slots.find((s) => s.name === name)!;

describe('requestSizes: only creatives that fit the reserved box', () => {
  it('drops sizes taller than the reserved height (300x600 in a 250 px rail, 336x280 in a 250 px in-article box)', () => {
    expect(requestSizes(slot('rightRail'), 300)).toEqual([[300, 250]]);
    expect(requestSizes(slot('inArticle'), 760)).toEqual([[300, 250]]);
  });

  it('drops sizes wider than the box: a 760 px article column gets the 728x90 skybox, a phone none', () => {
    expect(requestSizes(slot('globalSkybox'), 760)).toEqual([[728, 90]]);
    expect(requestSizes(slot('globalSkybox'), 360)).toEqual([]);
  });

  it('applies the 001 §9 disabled list (mediaNet 300x300)', () => {
    expect(requestSizes(slot('contextual'), 760)).toEqual([
      [300, 250],
      [728, 90],
    ]);
  });

  it('gives a widget without sizes its box: width × minimum height, capped at 970', () => {
    expect(requestSizes(slot('recommendations'), 700.6)).toEqual([[700, 250]]);
    expect(requestSizes(slot('recommendations'), 2000)).toEqual([[970, 250]]);
  });

  it('asks for nothing when the box has no width (hidden, or not measured)', () => {
    expect(requestSizes(slot('inArticle'), 0)).toEqual([]);
    expect(requestSizes(slot('inArticle'), Number.NaN)).toEqual([]);
  });
});
