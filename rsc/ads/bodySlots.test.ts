import { describe, expect, it } from 'vitest';
import { parseBody } from '../../shared/body/parseBody';
import { AD_LAYOUTS } from './layouts';
import { cachedBodyPlan, planBody } from './bodySlots';

const options = { isInternalHref: () => true };
const paragraphs = (n: number) =>
  Array.from({ length: n }, (_, i) => `<p>Paragraph ${i + 1} ${'word '.repeat(40)}</p>`).join('');
const slotsOf = (html: string, layout = AD_LAYOUTS.article, device: 'mobile' | 'tablet' | 'desktop' = 'desktop') =>
  planBody(parseBody(html), options, layout, device).pieces.map((p) =>
    p.kind === 'slot'
      ? `[${p.placed.slot.name}-${p.placed.instance}]`
      : p.segment.type === 'html'
        ? (p.segment.html.match(/Paragraph \d+/g) ?? []).join(',')
        : p.segment.name,
  );

describe('planBody: slots between body nodes (001 §9)', () => {
  it('puts in-article after paragraph 3 and every 6th after it, native-middle after the 6th, never at the end', () => {
    expect(slotsOf(paragraphs(16))).toEqual([
      'Paragraph 1,Paragraph 2,Paragraph 3',
      '[inArticle-1]',
      'Paragraph 4,Paragraph 5,Paragraph 6',
      '[nativeMiddle-1]',
      'Paragraph 7,Paragraph 8,Paragraph 9',
      '[inArticle-2]',
      'Paragraph 10,Paragraph 11,Paragraph 12,Paragraph 13,Paragraph 14,Paragraph 15',
      '[inArticle-3]',
      'Paragraph 16',
    ]);
  });

  it('gives native-middle the indices in-article did not take, within its limit of 2 (99 on tablets)', () => {
    const layout = {
      name: 'article' as const,
      slots: AD_LAYOUTS.article.slots.filter((s) => s.name === 'nativeMiddle'),
    };
    expect(slotsOf(paragraphs(40), layout, 'desktop').filter((s) => s.startsWith('['))).toEqual([
      '[nativeMiddle-1]',
      '[nativeMiddle-2]',
    ]);
    expect(slotsOf(paragraphs(40), layout, 'tablet').filter((s) => s.startsWith('['))).toHaveLength(3);
  });

  it('keeps shortcodes as their own segments and never splits a heading from its text', () => {
    const html = `<p>Paragraph 1</p><p>Paragraph 2</p><h2>Heading</h2><p>Paragraph 3</p><shortcode type="chart" data='{}'></shortcode><p>Paragraph 4</p>`;
    const layout = {
      name: 'article' as const,
      slots: [
        {
          ...AD_LAYOUTS.article.slots.find((s) => s.name === 'inArticle')!,
          injection: { start: 2, repeat: 1, limit: -1, byCharacters: false },
        },
      ],
    };
    expect(slotsOf(html, layout)).toEqual([
      'Paragraph 1,Paragraph 2',
      '[inArticle-1]',
      'Paragraph 3',
      '[inArticle-2]',
      'chart',
      'Paragraph 4',
    ]);
  });

  it('lists the layout slots outside the body, without the ones disabled on this device', () => {
    const fixed = (device: 'mobile' | 'desktop') =>
      planBody(parseBody(paragraphs(2)), options, AD_LAYOUTS.article, device).fixed.map((p) => p.slot.name);
    expect(fixed('desktop')).toEqual([
      'globalSkybox',
      'leaderboard',
      'rightRail',
      'contextual',
      'searchAds',
      'recommendations',
    ]);
    expect(fixed('mobile')).toEqual(['mobileBanner', 'contextual', 'searchAds', 'recommendations']);
  });

  it('is memoised per node list, layout and device', () => {
    const nodes = parseBody(paragraphs(8));
    expect(cachedBodyPlan(nodes, options, AD_LAYOUTS.article, 'mobile')).toBe(
      cachedBodyPlan(nodes, options, AD_LAYOUTS.article, 'mobile'),
    );
    expect(cachedBodyPlan(nodes, options, AD_LAYOUTS.article, 'desktop')).not.toBe(
      cachedBodyPlan(nodes, options, AD_LAYOUTS.article, 'mobile'),
    );
  });
});
