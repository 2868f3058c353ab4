import { describe, expect, it } from 'vitest';
import { pageUrl } from './queryPolicy';

const url = (search: string) => new URL(`http://localhost/tech/story/${search}`);
const searchOf = (search: string, authorised = false) => pageUrl(url(search), authorised).search;

describe('pageUrl (decision 053)', () => {
  it.each([
    ['no query', '', ''],
    ['a parameter no page reads', '?utm_x=123', ''],
    ['click ids', '?gclid=a&fbclid=b&msclkid=c', ''],
    ['anything else', '?cachebuster=98765', ''],
    [
      'what pages read, sorted',
      '?setDevice=desktop&ab=x:1:a&utm_source=news',
      '?ab=x%3A1%3Aa&setDevice=desktop&utm_source=news',
    ],
    [
      'ad overrides',
      '?adTargeting_foo=1&adRegion=us&adSuppress=all&junk=1',
      '?adRegion=us&adSuppress=all&adTargeting_foo=1',
    ],
    ['a form outcome and its fields', '?status=sent&zip=94105', '?status=sent&zip=94105'],
    ['the RSC marker, whatever its value', '?_rsc=abc123', '?_rsc=1'],
    ['jsDebug and preview for an unauthorised request', '?jsDebug=true&preview=tok', ''],
  ])('%s', (_case, search, expected) => {
    expect(searchOf(search)).toBe(expected);
  });

  it('keeps ?now= for the rules clock outside production only (decision 070)', () => {
    expect(pageUrl(url('?now=2023-11-24&x=1'), false, true).search).toBe('?now=2023-11-24');
    expect(pageUrl(url('?now=2023-11-24&x=1'), false, false).search).toBe('');
    expect(pageUrl(url('?now=2023-11-24'), true).search).toBe('');
  });

  it('keeps jsDebug and preview for an authorised request', () => {
    expect(searchOf('?preview=tok&jsDebug=true', true)).toBe('?jsDebug=true&preview=tok');
  });

  it('gives one URL for every order of the same parameters, and the same object when nothing changes', () => {
    expect(searchOf('?utm_source=a&setDevice=mobile')).toBe(searchOf('?setDevice=mobile&utm_source=a'));
    const clean = url('?setDevice=mobile');
    expect(pageUrl(clean, false)).toBe(clean);
  });

  it('keeps a bounded number of parameters', () => {
    const many = `?${Array.from({ length: 100 }, (_, i) => `adTargeting_k${i}=1`).join('&')}`;
    expect(new URLSearchParams(searchOf(many)).size).toBe(32);
  });
});
