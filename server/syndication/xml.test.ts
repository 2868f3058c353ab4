import { describe, expect, it } from 'vitest';
import { absoluteUrl, element, escapeXml, rfc822Date, w3cDateTime } from './xml';

describe('escapeXml', () => {
  it('escapes the five markup characters', () => {
    expect(escapeXml(`Tom & Jerry's <"best"> deals`)).toBe('Tom &amp; Jerry&apos;s &lt;&quot;best&quot;&gt; deals');
  });
  it('drops characters XML 1.0 cannot carry and keeps tab, newline and astral characters', () => {
    expect(escapeXml('a\u0000b\u000Bc\td\ne\uFFFEf\uD800g 😀')).toBe('abc\td\nefg 😀');
  });
  it('writes nothing for an empty element', () => {
    expect(element('title', '')).toBe('');
    expect(element('title', undefined)).toBe('');
    expect(element('title', 'A & B')).toBe('<title>A &amp; B</title>');
  });
});

describe('dates', () => {
  const date = new Date('2025-03-09T07:05:03.250Z');
  it('formats W3C datetimes in UTC to the second', () => {
    expect(w3cDateTime(date)).toBe('2025-03-09T07:05:03Z');
  });
  it('formats RFC 822 dates with a four-digit year in GMT', () => {
    expect(rfc822Date(date)).toBe('Sun, 09 Mar 2025 07:05:03 GMT');
    expect(rfc822Date(new Date('2024-12-31T23:59:59Z'))).toBe('Tue, 31 Dec 2024 23:59:59 GMT');
  });
});

describe('absoluteUrl', () => {
  it('puts site paths on the origin and keeps absolute URLs', () => {
    expect(absoluteUrl('https://www.example.com', '/tech/a-b/')).toBe('https://www.example.com/tech/a-b/');
    expect(absoluteUrl('https://www.example.com', 'https://img.example.com/x.jpg')).toBe(
      'https://img.example.com/x.jpg',
    );
  });
});
