import { describe, expect, it } from 'vitest';
import type { AdSlot } from './slot';
import {
  activeSizes,
  injectionLimit,
  isSizeDisabled,
  isSlotDelayed,
  isSlotDisabled,
  slotElementAttributes,
} from './slot';

const base: AdSlot = { name: 'mpu', type: 'adDisplay', sizes: [[300, 250]], minHeight: 250, devices: ['all'] };

describe('ad slot disabled rules (001 §5)', () => {
  it.each([
    ['enabled for all devices', base, 'mobile', false],
    ['has a disabled attribute', { ...base, disabled: true }, 'mobile', true],
    ['disabled attribute false', { ...base, disabled: false }, 'mobile', false],
    ['delayed loading is configured', { ...base, delayedLoading: true }, 'desktop', true],
    ['device list lacks all and the device', { ...base, devices: ['desktop'] }, 'mobile', true],
    ['device list has the device', { ...base, devices: ['desktop', 'tablet'] }, 'tablet', false],
    ['device list has all', { ...base, devices: ['all', 'desktop'] }, 'mobile', false],
    ['empty device list', { ...base, devices: [] }, 'desktop', true],
  ] as const)('%s → disabled %s', (_name, slot, device, expected) => {
    expect(isSlotDisabled(slot, device)).toBe(expected);
  });
});

describe('ad disabled list (001 §9)', () => {
  it.each([
    ['mediaNet', [300, 300], true],
    ['mediaNet', [300, 250], false],
    ['adDisplay', [300, 300], false],
  ] as const)('%s %j disabled: %s', (type, size, expected) => {
    expect(isSizeDisabled(type, size)).toBe(expected);
  });

  it('drops mediaNet 300x300 from the sizes requested', () => {
    expect(
      activeSizes({
        type: 'mediaNet',
        sizes: [
          [300, 250],
          [300, 300],
        ],
      }),
    ).toEqual([[300, 250]]);
  });
});

describe('injection limit and the native-middle cap (001 §9)', () => {
  const injection = { start: 3, repeat: 5, limit: 2, byCharacters: false };
  it.each([
    ['nativeMiddle on tablet', { name: 'nativeMiddle', injection }, 'tablet', 99],
    ['nativeMiddle on mobile', { name: 'nativeMiddle', injection }, 'mobile', 2],
    ['other slot on tablet', { name: 'inArticle', injection }, 'tablet', 2],
    ['slot without injection', { name: 'mpu' }, 'desktop', 0],
  ] as const)('%s → %d', (_name, slot, device, expected) => {
    expect(injectionLimit(slot, device)).toBe(expected);
  });
});

describe('ad-slot element attributes (001 §3)', () => {
  it('carries slot name, instance, div id, container id, disabled flag, devices and old cap', () => {
    expect(slotElementAttributes({ ...base, devices: ['desktop', 'tablet'], disabled: true, oldCap: 3 }, 2)).toEqual({
      'data-slot-name': 'mpu',
      'data-instance': '2',
      'data-div-id': 'ad-mpu-2',
      'data-container-id': 'ad-container-mpu-2',
      'data-devices': 'desktop,tablet',
      'data-disabled': 'true',
      'data-old-cap': '3',
    });
    expect(slotElementAttributes(base, 1)).not.toHaveProperty('data-disabled');
  });
});

describe('slot ids on a seamless page (decision 019)', () => {
  it('carries the scope so two articles on one page never share an id', () => {
    expect(slotElementAttributes(base, 1, 's2')).toMatchObject({
      'data-div-id': 'ad-mpu-1-s2',
      'data-container-id': 'ad-container-mpu-1-s2',
    });
    expect(slotElementAttributes(base, 1, '')['data-div-id']).toBe('ad-mpu-1');
  });
});

describe('delayed slots (001 §5, decision 019)', () => {
  it('are delayed only when delayed loading is the one rule that disables them', () => {
    const base = {
      name: 'interstitial',
      type: 'adDisplay',
      sizes: [[300, 250]],
      minHeight: 250,
      devices: ['all'],
      delayedLoading: true,
    } as const;
    expect(isSlotDelayed(base, 'mobile')).toBe(true);
    expect(isSlotDelayed({ ...base, delayedLoading: false }, 'mobile')).toBe(false);
    expect(isSlotDelayed({ ...base, disabled: true }, 'mobile')).toBe(false);
    expect(isSlotDelayed({ ...base, devices: ['desktop'] }, 'mobile')).toBe(false);
    expect(isSlotDelayed({ ...base, devices: ['desktop'] }, 'desktop')).toBe(true);
  });
});
