import { describe, expect, it } from 'vitest';
import type { VanityDecision } from './decide';
import { vanityOutcome, type VanityOutcome, type VanityRequestPosition } from './outcome';
import type { ResolvedVanityTarget } from './targetUrl';

type Acting = Extract<VanityDecision, { type: 'redirect' | 'mask' }>;
const ref = { kind: 'url', url: 'unused' } as const;
const permanent: Acting = { type: 'redirect', status: 301, target: ref };
const temporary: Acting = { type: 'redirect', status: 302, target: ref };
const mask: Acting = { type: 'mask', temporary: false, target: ref };
const tempMask: Acting = { type: 'mask', temporary: true, target: ref };
const site = (path: string, search = '', hash = ''): ResolvedVanityTarget => ({ kind: 'site', path, search, hash });
const external: ResolvedVanityTarget = { kind: 'external', href: 'https://partner.example.org/offer' };
const at = (path: string, search = '', page?: string): VanityRequestPosition => ({ path, search, page });

describe('vanity outcome', () => {
  const rows: Array<
    [
      name: string,
      decision: Acting,
      target: ResolvedVanityTarget,
      request: VanityRequestPosition,
      outcome: VanityOutcome | null,
    ]
  > = [
    [
      '301 to a site path',
      permanent,
      site('/deals/'),
      at('/bf/'),
      { type: 'redirect', status: 301, location: '/deals/' },
    ],
    [
      '302 to a site path',
      temporary,
      site('/deals/'),
      at('/bf/'),
      { type: 'redirect', status: 302, location: '/deals/' },
    ],
    [
      'the request query rides along',
      permanent,
      site('/deals/'),
      at('/bf/', '?utm_source=tv'),
      { type: 'redirect', status: 301, location: '/deals/?utm_source=tv' },
    ],
    [
      "the target's own query wins",
      permanent,
      site('/deals/', '?tab=tv', '#list'),
      at('/bf/', '?utm_source=tv'),
      { type: 'redirect', status: 301, location: '/deals/?tab=tv#list' },
    ],
    [
      '301 to an allowed outside URL, unchanged',
      permanent,
      external,
      at('/bf/', '?x=1', '2'),
      { type: 'redirect', status: 301, location: 'https://partner.example.org/offer' },
    ],
    ['a redirect to the current path is ignored', permanent, site('/bf/'), at('/bf/'), null],
    ['a redirect to the current path in another case is ignored', temporary, site('/BF'), at('/bf/'), null],
    [
      'the page number goes onto the redirect',
      permanent,
      site('/topics/tech/'),
      at('/gifts/2/', '', '2'),
      { type: 'redirect', status: 301, location: '/topics/tech/2/' },
    ],
    ['a paged redirect onto itself is ignored', permanent, site('/gifts/'), at('/gifts/2/', '', '2'), null],
    [
      'mask a site path',
      mask,
      site('/tech/a-story/'),
      at('/bf/'),
      { type: 'mask', path: '/tech/a-story/', temporary: false },
    ],
    [
      'temporary mask',
      tempMask,
      site('/tech/a-story/'),
      at('/bf/'),
      { type: 'mask', path: '/tech/a-story/', temporary: true },
    ],
    [
      'a mask path gets its trailing slash',
      mask,
      site('/tech/a-story'),
      at('/bf/'),
      { type: 'mask', path: '/tech/a-story/', temporary: false },
    ],
    [
      'the page number goes onto the mask',
      mask,
      site('/topics/tech/'),
      at('/gifts/3/', '', '3'),
      { type: 'mask', path: '/topics/tech/3/', temporary: false },
    ],
    ['a mask of an outside URL is ignored', mask, external, at('/bf/'), null],
    ['a mask onto the current path is ignored', mask, site('/bf/'), at('/bf/'), null],
  ];
  it.each(rows)('%s', (_name, decision, target, request, outcome) => {
    expect(vanityOutcome(decision, target, request)).toEqual(outcome);
  });
});
