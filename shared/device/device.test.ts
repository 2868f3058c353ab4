import { describe, expect, it } from 'vitest';
import { deviceForWidth, parseDevice, resolveDevice } from './device';

describe('device', () => {
  const DESKTOP_AGENT =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  const PHONE_AGENT =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

  it.each([
    [
      { query: 'tablet', cookie: 'desktop', header: 'mobile', mobileHint: '?0', userAgent: DESKTOP_AGENT },
      { device: 'tablet', forced: true, source: 'query' },
    ],
    [
      { query: 'phone', cookie: 'desktop', header: 'mobile', mobileHint: '?1' },
      { device: 'desktop', forced: false, source: 'cookie' },
    ],
    [
      { cookie: 'garbage', header: 'tablet', mobileHint: '?0' },
      { device: 'tablet', forced: false, source: 'header' },
    ],
    [{ header: 'DESKTOP' }, { device: 'desktop', forced: false, source: 'header' }],
    // Before the default: the client hint, then the agent (decision 117).
    [
      { mobileHint: '?0', userAgent: PHONE_AGENT },
      { device: 'desktop', forced: false, source: 'hint' },
    ],
    [
      { mobileHint: '?1', userAgent: DESKTOP_AGENT },
      { device: 'mobile', forced: false, source: 'hint' },
    ],
    [
      { header: 'watch', mobileHint: 'yes', userAgent: DESKTOP_AGENT },
      { device: 'desktop', forced: false, source: 'agent' },
    ],
    [{ userAgent: PHONE_AGENT }, { device: 'mobile', forced: false, source: 'agent' }],
    [{ userAgent: 'curl/8.5.0' }, { device: 'mobile', forced: false, source: 'default' }],
    [{}, { device: 'mobile', forced: false, source: 'default' }],
    [
      { query: '', cookie: '', header: '', mobileHint: '', userAgent: '' },
      { device: 'mobile', forced: false, source: 'default' },
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
