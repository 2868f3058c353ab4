import { describe, expect, it } from 'vitest';
import { isLinkTag } from '../../client/scripts/linkTag';
import { parseScriptTags, scriptTagSchema } from './tag';

const base = { tagId: 'ads', src: 'https://cdn.example/ads.js' };

describe('script tag model (001 §3)', () => {
  it('reads every field of a full tag', () => {
    const tag = scriptTagSchema.parse({
      ...base,
      priority: 40,
      timing: 'domContentLoaded',
      location: 'footer',
      attributes: { async: true, 'data-site': 'cnet', crossorigin: 'anonymous' },
      features: ['ads'],
      windowVars: ['googletag'],
      gdprCategory: 'C0004',
      rel: 'preload',
    });
    expect(tag).toEqual({
      tagId: 'ads',
      priority: 40,
      timing: 'domContentLoaded',
      location: 'footer',
      attributes: { async: true, 'data-site': 'cnet', crossorigin: 'anonymous' },
      features: ['ads'],
      windowVars: ['googletag'],
      gdprCategory: 'C0004',
      src: 'https://cdn.example/ads.js',
      href: undefined,
      innerHTML: undefined,
      rel: 'preload',
    });
  });

  const rows: Array<[name: string, input: Record<string, unknown>, expected: Record<string, unknown> | undefined]> = [
    [
      'defaults for missing fields',
      base,
      { priority: 0, timing: 'windowLoad', location: 'head', attributes: {}, features: [], windowVars: [] },
    ],
    [
      'defaults for malformed fields',
      { ...base, priority: 'high', timing: 'later', location: 'side', features: 'ads', attributes: [] },
      { priority: 0, timing: 'windowLoad', location: 'head', features: [], attributes: {} },
    ],
    ['unknown gdpr category dropped', { ...base, gdprCategory: 'C0009' }, { gdprCategory: undefined }],
    [
      'event handler and odd attributes dropped',
      { ...base, attributes: { onload: 'x()', ONERROR: 'y', 'bad name': 'z', nonce: 'n', obj: {} } },
      { attributes: { nonce: 'n' } },
    ],
    ['an inline script needs no src', { tagId: 'inline', innerHTML: 'window.x = 1;' }, { innerHTML: 'window.x = 1;' }],
    [
      'a link tag',
      { tagId: 'font', href: '/static/font.css', rel: 'stylesheet' },
      { href: '/static/font.css', rel: 'stylesheet' },
    ],
    ['an insecure src is dropped, leaving no tag', { tagId: 'x', src: 'http://cdn.example/x.js' }, undefined],
    [
      'a javascript: src is dropped, inline body kept',
      { tagId: 'x', src: 'javascript:alert(1)', innerHTML: 'ok()' },
      { src: undefined, innerHTML: 'ok()' },
    ],
    ['no tagId', { src: 'https://cdn.example/x.js' }, undefined],
    ['blank tagId', { tagId: '  ', src: 'https://cdn.example/x.js' }, undefined],
  ];
  it.each(rows)('%s', (_name, input, expected) => {
    const parsed = scriptTagSchema.safeParse(input);
    if (expected === undefined) {
      expect(parsed.success).toBe(false);
    } else {
      expect(parsed.success).toBe(true);
      expect(parsed.data).toMatchObject(expected);
    }
  });

  it('a link tag has an href and no src', () => {
    expect(isLinkTag({ href: '/a.css', src: undefined })).toBe(true);
    expect(isLinkTag({ href: undefined, src: '/a.js' })).toBe(false);
  });
});

describe('parse a tag list', () => {
  const rows: Array<[name: string, input: unknown, ids: string[]]> = [
    ['keeps readable tags in order', [base, { tagId: 'perf', src: '/perf.js' }], ['ads', 'perf']],
    ['drops unreadable entries', [base, null, 7, { tagId: 'x' }], ['ads']],
    ['a repeated tagId keeps the first', [base, { ...base, src: '/other.js' }], ['ads']],
    ['not a list', { tags: [] }, []],
  ];
  it.each(rows)('%s', (_name, input, ids) => {
    const tags = parseScriptTags(input);
    expect(tags.map((tag) => tag.tagId)).toEqual(ids);
    if (ids.length > 0) expect(tags[0]?.src).toBe('https://cdn.example/ads.js');
  });
});
