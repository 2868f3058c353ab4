import { describe, expect, it } from 'vitest';
import { vanityTargetSchema, type VanityTarget } from './model';
import { selectVanityTarget, type VanityTargetRef } from './target';

const t = (raw: unknown): VanityTarget => vanityTargetSchema.parse(raw);

describe('vanity target for the edition', () => {
  const rows: Array<[name: string, targets: VanityTarget[], ref: VanityTargetRef | null]> = [
    ['a url string', [t({ edition: 'us', targetType: 'url', target: '/deals/' })], { kind: 'url', url: '/deals/' }],
    [
      'a url string, edition absent (us)',
      [t({ target: 'https://www.example.com/x/' })],
      { kind: 'url', url: 'https://www.example.com/x/' },
    ],
    ['an empty url string', [t({ edition: 'us', target: '  ' })], null],
    [
      'an object with slug and the edition in availableOn',
      [
        t({
          edition: 'us',
          targetType: 'article',
          target: { slug: 'a-story', availableOn: [{ edition: 'us', slug: 'a-story' }] },
        }),
      ],
      { kind: 'content', targetType: 'article', slug: 'a-story' },
    ],
    [
      'availableOn as edition names',
      [t({ edition: 'us', targetType: 'article', target: { slug: 'a-story', availableOn: ['uk', 'us'] } })],
      { kind: 'content', targetType: 'article', slug: 'a-story' },
    ],
    [
      "the edition's own slug wins",
      [t({ edition: 'us', target: { slug: 'old', availableOn: [{ edition: 'us', slug: 'new' }] } })],
      { kind: 'content', targetType: undefined, slug: 'new' },
    ],
    ['an object without slug', [t({ edition: 'us', target: { availableOn: [{ edition: 'us', slug: 'x' }] } })], null],
    [
      'an object without the edition in availableOn',
      [t({ edition: 'us', target: { slug: 'x', availableOn: [{ edition: 'uk', slug: 'x' }] } })],
      null,
    ],
    ['an object without availableOn', [t({ edition: 'us', target: { slug: 'x' } })], null],
    ['only another edition', [t({ edition: 'uk', target: '/uk-deals/' })], null],
    [
      'the first usable target of the edition',
      [
        t({ edition: 'uk', target: '/uk/' }),
        t({ edition: 'us', target: { slug: 'x', availableOn: [] } }),
        t({ edition: 'us', target: '/second/' }),
      ],
      { kind: 'url', url: '/second/' },
    ],
    ['no targets', [], null],
  ];
  it.each(rows)('%s', (_name, targets, ref) => {
    expect(selectVanityTarget(targets, 'us')).toEqual(ref);
  });
});
