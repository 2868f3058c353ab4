import { describe, expect, it } from 'vitest';
import type { BodyBlock } from './bodyBlocks';
import { AD_LAYOUTS } from './layouts';
import type { AdLayout } from './layouts';
import { planSlots } from './slotPlan';

const body = (n: number): BodyBlock[] =>
  Array.from({ length: n }, () => ({ kind: 'paragraph', length: 300, text: '' }));
const layout: AdLayout = {
  name: 'article',
  slots: [
    { name: 'leaderboard', type: 'adDisplay', sizes: [[728, 90]], minHeight: 90, devices: ['desktop'] },
    { name: 'mobileBanner', type: 'adDisplay', sizes: [[320, 50]], minHeight: 90, devices: ['mobile'] },
    {
      name: 'inArticle',
      type: 'adDisplay',
      sizes: [[300, 250]],
      minHeight: 250,
      devices: ['all'],
      injection: { start: 2, repeat: 4, limit: -1, byCharacters: false },
    },
    {
      name: 'nativeMiddle',
      type: 'amazonNative',
      sizes: [[300, 250]],
      minHeight: 250,
      devices: ['all'],
      injection: { start: 2, repeat: 2, limit: 1, byCharacters: false },
    },
    {
      name: 'interstitial',
      type: 'adDisplay',
      sizes: [[300, 250]],
      minHeight: 250,
      devices: ['all'],
      delayedLoading: true,
    },
  ],
};

const summary = (device: 'mobile' | 'tablet' | 'desktop', n: number) => {
  const plan = planSlots(layout, device, body(n));
  return {
    fixed: plan.fixed.map((p) => p.slot.name),
    injected: plan.injected.map((p) => `${p.slot.name}#${p.instance}@${p.afterIndex}`),
  };
};

describe('slot plan per page (001 §5, §9)', () => {
  it.each([
    [
      'desktop: device-constrained and delayed slots dropped; native-middle skips a taken index, limit 1',
      'desktop',
      12,
      { fixed: ['leaderboard'], injected: ['inArticle#1@1', 'nativeMiddle#1@3', 'inArticle#2@5', 'inArticle#3@9'] },
    ],
    [
      'mobile: mobile banner instead of leaderboard',
      'mobile',
      12,
      { fixed: ['mobileBanner'], injected: ['inArticle#1@1', 'nativeMiddle#1@3', 'inArticle#2@5', 'inArticle#3@9'] },
    ],
    [
      'tablet: native-middle cap 99',
      'tablet',
      12,
      {
        fixed: [],
        injected: ['inArticle#1@1', 'nativeMiddle#1@3', 'inArticle#2@5', 'nativeMiddle#2@7', 'inArticle#3@9'],
      },
    ],
    ['short body: no injected slots', 'desktop', 2, { fixed: ['leaderboard'], injected: [] }],
  ] as const)('%s', (_name, device, n, expected) => {
    expect(summary(device, n)).toEqual(expected);
  });

  it('keeps the delayed slots apart: enabled on every device, never at first render (001 §5)', () => {
    for (const device of ['mobile', 'tablet', 'desktop'] as const) {
      const plan = planSlots(layout, device, body(12));
      expect(plan.delayed.map((p) => `${p.slot.name}#${p.instance}`)).toEqual(['interstitial#1']);
      expect(plan.fixed.map((p) => p.slot.name)).not.toContain('interstitial');
    }
    const off: AdLayout = {
      name: 'interstitial',
      slots: [
        { ...layout.slots[4]!, disabled: true },
        { ...layout.slots[4]!, name: 'deskOnly', devices: ['desktop'] },
      ],
    };
    expect(planSlots(off, 'mobile', []).delayed).toEqual([]);
    expect(planSlots(off, 'desktop', []).delayed.map((p) => p.slot.name)).toEqual(['deskOnly']);
  });

  it('every spec layout plans without error on an empty body', () => {
    for (const adLayout of Object.values(AD_LAYOUTS)) expect(planSlots(adLayout, 'mobile', []).injected).toEqual([]);
  });
});
