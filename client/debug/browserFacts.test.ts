import { describe, expect, it } from 'vitest';
import { formatBytes, formatMs, summariseScripts, urlWithoutDebug } from './browserFacts';

describe('debug toolbar browser facts', () => {
  it('splits first-party from third-party scripts by origin', () => {
    const summary = summariseScripts(
      [
        { name: 'http://127.0.0.1:3000/static/main.abc.js', transferSize: 1000 },
        { name: '/static/client1.js', transferSize: 500 },
        { name: 'http://127.0.0.1:3001/thirdparty/analytics.js', transferSize: 300 },
        { name: 'http://[bad', transferSize: 9 },
        { name: 'http://127.0.0.1:3000/static/cached.js', transferSize: Number.NaN },
      ],
      'http://127.0.0.1:3000',
    );
    expect(summary).toEqual({ firstParty: { count: 3, bytes: 1500 }, thirdParty: { count: 1, bytes: 300 } });
  });

  it('formats sizes and times for reading', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(78_643)).toBe('76.8 KB');
    expect(formatMs(12.6)).toBe('13 ms');
    expect(formatMs(undefined)).toBe('n/a');
    expect(formatMs(-1)).toBe('n/a');
  });

  it('switches the toolbar off on the same page, keeping the rest of the address', () => {
    expect(urlWithoutDebug('http://x.test/tech/a/?jsDebug=true&ab=1#top')).toBe('/tech/a/?jsDebug=false&ab=1#top');
    expect(urlWithoutDebug('http://x.test/')).toBe('/?jsDebug=false');
  });
});
