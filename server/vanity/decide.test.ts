import { describe, expect, it } from 'vitest';
import { decideVanity, hasVanityError, type VanityDecision } from './decide';
import { vanityEntrySchema } from './model';

const NOW = Date.parse('2025-06-01T12:00:00.000Z');
const url = (target: string, edition = 'us') => [{ edition, targetType: 'url', target }];
const entry = (raw: Record<string, unknown>) =>
  vanityEntrySchema.parse({ id: 1, urlPath: '/promo/', enabled: true, ...raw });
const decide = (raw: Record<string, unknown>) => decideVanity(entry(raw), { edition: 'us', now: NOW });
const urlTarget = { kind: 'url', url: '/deals/' } as const;

describe('vanity decision per urlType (000 §3)', () => {
  const rows: Array<[urlType: string, decision: VanityDecision]> = [
    ['OK', { type: 'none', reason: 'OK' }],
    ['MASK', { type: 'mask', temporary: false, target: urlTarget }],
    ['TEMPORARY_MASK', { type: 'mask', temporary: true, target: urlTarget }],
    ['PERMANENT_REDIRECT', { type: 'redirect', status: 301, target: urlTarget }],
    ['TEMPORARY_REDIRECT', { type: 'redirect', status: 302, target: urlTarget }],
    ['NOT_FOUND', { type: 'not-found' }],
  ];
  it.each(rows)('%s', (urlType, decision) => {
    expect(decide({ urlType, targets: url('/deals/') })).toEqual(decision);
  });

  it('NOT_FOUND needs no target', () => {
    expect(decide({ urlType: 'NOT_FOUND', targets: [] })).toEqual({ type: 'not-found' });
  });

  it('an unknown urlType is not an entry at all', () => {
    expect(vanityEntrySchema.safeParse({ urlType: 'SOMETHING_ELSE' }).success).toBe(false);
  });
});

describe('ignored vanity entries (000 §4, §5)', () => {
  const rows: Array<[name: string, raw: Record<string, unknown>]> = [
    ['not enabled', { urlType: 'PERMANENT_REDIRECT', enabled: false, targets: url('/deals/') }],
    [
      'expired',
      {
        urlType: 'PERMANENT_REDIRECT',
        enabled: undefined,
        dateExpired: { date: '2025-05-01T00:00:00Z' },
        targets: url('/deals/'),
      },
    ],
    ['disabled NOT_FOUND', { urlType: 'NOT_FOUND', enabled: false }],
    ['only another edition', { urlType: 'MASK', targets: url('/deals/', 'uk') }],
    [
      'a target object without the edition',
      {
        urlType: 'MASK',
        targets: [{ edition: 'us', target: { slug: 'x', availableOn: [{ edition: 'uk', slug: 'x' }] } }],
      },
    ],
    ['no targets', { urlType: 'TEMPORARY_REDIRECT', targets: [] }],
    ['an error', { urlType: 'PERMANENT_REDIRECT', targets: url('/deals/'), error: 'lookup failed' }],
  ];
  it.each(rows)('%s', (_name, raw) => {
    expect(decide(raw).type).toBe('none');
  });

  it.each([
    [undefined, false],
    [null, false],
    [false, false],
    ['', false],
    ['boom', true],
    [{ message: 'boom' }, true],
  ])('error %j counts: %s', (error, counts) => {
    expect(hasVanityError(error)).toBe(counts);
  });
});
