import { describe, expect, it } from 'vitest';
import { isSafeResourceUrl } from './resourceUrl';

describe('safe resource URLs', () => {
  const rows: Array<[url: string, safe: boolean]> = [
    ['https://cdn.example/lib.js', true],
    ['/static/helper.js', true],
    ['http://127.0.0.1:3001/third-party/ads.js', true],
    ['http://localhost:3001/x.js', true],
    ['http://cdn.example/lib.js', false],
    ['//cdn.example/lib.js', false],
    ['/\\cdn.example/lib.js', false],
    ['javascript:alert(1)', false],
    ['data:text/javascript,alert(1)', false],
    ['lib.js', false],
    ['', false],
  ];
  it.each(rows)('%s → %s', (url, safe) => {
    expect(isSafeResourceUrl(url)).toBe(safe);
  });
});
