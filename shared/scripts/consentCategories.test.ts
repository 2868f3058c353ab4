import { describe, expect, it } from 'vitest';
import {
  CONSENT_CATEGORIES,
  grantedCategories,
  isCategoryGranted,
  isConsentCategory,
  type ConsentCategory,
} from './consentCategories';

describe('consent categories (001 §3, 000 §6)', () => {
  const rows: Array<[id: string, name: string]> = [
    ['C0001', 'critical'],
    ['C0002', 'performance'],
    ['C0003', 'functional'],
    ['C0004', 'targeting'],
    ['C0005', 'social'],
  ];
  it.each(rows)('%s is %s', (id, name) => {
    expect(isConsentCategory(id)).toBe(true);
    expect(CONSENT_CATEGORIES[id as ConsentCategory]).toBe(name);
  });
  it('has exactly the five categories', () => {
    expect(Object.keys(CONSENT_CATEGORIES)).toEqual(rows.map(([id]) => id));
  });
  it.each(['C0006', 'c0001x', 'toString', '', 1, null])('%s is not a category', (value) => {
    expect(isConsentCategory(value)).toBe(false);
  });
});

describe('granted categories', () => {
  const rows: Array<[name: string, values: unknown[] | undefined, granted: ConsentCategory[]]> = [
    ['nothing granted still has critical', undefined, ['C0001']],
    ['known ids, sorted, de-duplicated', ['C0004', 'C0002', 'C0004'], ['C0001', 'C0002', 'C0004']],
    ['unknown and malformed entries dropped', ['C0009', 42, null, ' c0003 '], ['C0001', 'C0003']],
  ];
  it.each(rows)('%s', (_name, values, granted) => {
    expect(grantedCategories(values)).toEqual(granted);
  });

  const checks: Array<[category: ConsentCategory | undefined, granted: ConsentCategory[], result: boolean]> = [
    [undefined, [], true],
    ['C0001', [], true],
    ['C0004', ['C0001', 'C0004'], true],
    ['C0004', ['C0001', 'C0002'], false],
    ['C0002', ['C0001'], false],
  ];
  it.each(checks)('%s granted by %o → %s', (category, granted, result) => {
    expect(isCategoryGranted(category, granted)).toBe(result);
  });
});
