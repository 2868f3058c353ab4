import { describe, expect, it } from 'vitest';
import { vanityDictionarySchema, vanityEntrySchema } from './model';

describe('vanity entry model (000 §3 "Vanity response")', () => {
  it('reads every field the spec names', () => {
    const entry = vanityEntrySchema.parse({
      id: 42,
      urlType: 'MASK',
      urlPath: '/promo/',
      enabled: true,
      dateExpired: { date: '2026-01-01T00:00:00.000Z', timezone: 'UTC' },
      targets: [
        { edition: 'us', targetType: 'article', target: { slug: 's', availableOn: [{ edition: 'us', slug: 's' }] } },
      ],
      error: null,
      extra: 'dropped',
    });
    expect(entry).toEqual({
      id: '42',
      urlType: 'MASK',
      urlPath: '/promo/',
      enabled: true,
      dateExpired: '2026-01-01T00:00:00.000Z',
      targets: [
        { edition: 'us', targetType: 'article', target: { slug: 's', availableOn: [{ edition: 'us', slug: 's' }] } },
      ],
      error: null,
    });
  });

  const lenient: Array<[name: string, raw: Record<string, unknown>, expected: Record<string, unknown>]> = [
    ['absent enabled and expiry stay absent', {}, { enabled: undefined, dateExpired: undefined }],
    [
      'null enabled and expiry are absent',
      { enabled: null, dateExpired: null },
      { enabled: undefined, dateExpired: undefined },
    ],
    ['a malformed enabled is false', { enabled: 'yes' }, { enabled: false }],
    ['an expiry as a bare string', { dateExpired: '2026-01-01T00:00:00Z' }, { dateExpired: '2026-01-01T00:00:00Z' }],
    ['a malformed expiry is present and unreadable', { dateExpired: { date: 5 } }, { dateExpired: '' }],
    [
      'unreadable targets are dropped',
      { targets: [{ edition: 'us' }, 7, { target: '/x/' }] },
      { targets: [{ edition: 'us', targetType: undefined, target: '/x/' }] },
    ],
    ['targets that are not a list read as none', { targets: 'nope' }, { targets: [] }],
  ];
  it.each(lenient)('%s', (_name, raw, expected) => {
    const parsed: Record<string, unknown> = vanityEntrySchema.parse({ urlType: 'OK', ...raw });
    for (const [key, value] of Object.entries(expected)) expect(parsed[key], key).toEqual(value);
  });

  it('needs a known urlType', () => {
    expect(vanityEntrySchema.safeParse({ urlType: 'mask' }).success).toBe(false);
    expect(vanityEntrySchema.safeParse({}).success).toBe(false);
  });
});

describe('vanity dictionary model', () => {
  it('keeps the paths it can read', () => {
    expect(vanityDictionarySchema.parse({ urlPaths: ['/a/', 3, '', '/b/'] })).toEqual({ urlPaths: ['/a/', '/b/'] });
    expect(vanityDictionarySchema.safeParse({}).success).toBe(false);
  });
});
