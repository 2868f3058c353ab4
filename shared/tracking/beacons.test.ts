import { describe, expect, it } from 'vitest';
import { beaconUrl } from '../../client/tracking/beaconUrl';
import { errorBeaconUrl } from '../../client/tracking/errorBeacon';
import { pixelParams, pixelUrl } from '../../client/tracking/pixel';
import { MAX_FIELD_LENGTH } from './constants';

const view = {
  url: 'https://www.example.test/tech/mobile/pixel/?ref=x',
  title: 'Pixel - CNET',
  referrer: 'https://www.google.com/',
  siteName: 'CNET',
  section: 'tech',
  pageType: 'tech-article',
  viewGuid: 'guid-1',
};

describe('Comscore-style pixel mapping', () => {
  it.each<[string, string | undefined]>([
    ['c1', '2'],
    ['c2', '1000001'],
    ['c3', 'CNET'],
    ['c4', '/tech/mobile/pixel/'],
    ['c5', 'tech'],
    ['c6', 'tech-article'],
    ['c7', view.url],
    ['c8', 'Pixel - CNET'],
    ['c9', 'https://www.google.com/'],
    ['cs_ucfr', '1'],
    ['ns_vguid', 'guid-1'],
  ])('%s = %s', (name, value) => {
    expect(pixelParams(view)[name]).toBe(value);
  });

  it('is a GET of /collect/pixel under the collection service, without empty params', () => {
    const url = new URL(pixelUrl('http://127.0.0.1:3001/', { ...view, referrer: '' }));
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:3001/collect/pixel');
    expect(url.searchParams.get('c7')).toBe(view.url);
    expect(url.searchParams.has('c9')).toBe(false);
  });
});

describe('error-page beacon', () => {
  it('carries xref, srcurl, pagetype, pguid, devicetype, sid, env', () => {
    const url = new URL(
      errorBeaconUrl('http://collect.test', {
        referrer: 'https://a.test/',
        url: 'https://s.test/nope/',
        viewGuid: 'g',
        deviceType: 'mobile',
        sessionId: 's-1',
        env: 'prod',
      }),
    );
    expect(url.pathname).toBe('/collect/error.gif');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      xref: 'https://a.test/',
      srcurl: 'https://s.test/nope/',
      pagetype: 'error_page',
      pguid: 'g',
      devicetype: 'mobile',
      sid: 's-1',
      env: 'prod',
    });
  });
});

describe('beaconUrl', () => {
  it('cuts long values and skips undefined ones', () => {
    const url = new URL(beaconUrl('http://c.test', '/p', { a: 'x'.repeat(MAX_FIELD_LENGTH + 10), b: undefined, n: 3 }));
    expect(url.searchParams.get('a')).toHaveLength(MAX_FIELD_LENGTH);
    expect(url.searchParams.has('b')).toBe(false);
    expect(url.searchParams.get('n')).toBe('3');
  });
});
