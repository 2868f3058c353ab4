import { describe, expect, it } from 'vitest';
import { deviceForWidth, parseDevice, resolveDevice } from './device';

describe('device', () => {
  it.each([
    [
      { query: 'tablet', cookie: 'desktop', header: 'mobile' },
      { device: 'tablet', forced: true },
    ],
    [
      { query: 'phone', cookie: 'desktop', header: 'mobile' },
      { device: 'desktop', forced: false },
    ],
    [
      { cookie: 'garbage', header: 'tablet' },
      { device: 'tablet', forced: false },
    ],
    [{ header: 'DESKTOP' }, { device: 'desktop', forced: false }],
    [{}, { device: 'mobile', forced: false }],
    [
      { query: '', cookie: '', header: '' },
      { device: 'mobile', forced: false },
    ],
  ])('%j → %j', (sources, expected) => {
    expect(resolveDevice(sources)).toEqual(expected);
  });

  it('accepts only mobile, tablet and desktop', () => {
    expect(parseDevice('all')).toBeUndefined();
    expect(parseDevice('mobile ')).toBe('mobile');
  });

  it.each([
    [320, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1440, 'desktop'],
  ])('%d px → %s', (width, device) => {
    expect(deviceForWidth(width)).toBe(device);
  });
});
