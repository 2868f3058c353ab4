import { describe, expect, it } from 'vitest';
import { bodySegments } from '../../shared/body/bodyHtml';
import { parseBody } from '../../shared/body/parseBody';
import { TOC_TITLE, tocId, withToc } from './toc';

describe('table of contents (spec 000 §5, 001 §9)', () => {
  it('says In this article:', () => {
    expect(TOC_TITLE).toBe('In this article:');
  });

  it.each([
    [false, 1, 'toc-item-1'],
    [false, 3, 'toc-item-3'],
    [true, 2, 'toc-c9-item-2'],
  ])('best-list redesign %s, item %i → %s', (bestListRedesign, n, id) => {
    expect(tocId(n, { contentId: 'c9', bestListRedesign })).toBe(id);
  });

  it('takes h2 headings by default and gives them the ids', () => {
    const { nodes, items } = withToc(parseBody('<p>a</p><h2>One</h2><h3>Sub</h3><h2 id="x">Two <em>too</em></h2>'), {
      contentId: '1',
    });
    expect(items.map((item) => [item.id, item.title, item.itemIndex])).toEqual([
      ['toc-item-1', 'One', 1],
      ['toc-item-2', 'Two too', 2],
    ]);
    expect(bodySegments(nodes, { isInternalHref: () => true })[0]).toEqual({
      type: 'html',
      html: '<p>a</p><h2 id="toc-item-1">One</h2><h3>Sub</h3><h2 id="toc-item-2">Two <em>too</em></h2>',
    });
  });

  it('uses another header type when asked, and shows nothing for fewer than two headings', () => {
    expect(withToc(parseBody('<h3>A</h3><h3>B</h3>'), { contentId: '1', header: 'h3' }).items).toHaveLength(2);
    expect(withToc(parseBody('<h2>Only</h2>'), { contentId: '1' }).items).toEqual([]);
  });
});
