import { describe, expect, it } from 'vitest';
import { parseBody } from '../../shared/body/parseBody';
import { blocksFromNodes, embedBlock, headingBlock, paragraphBlock } from './bodyBlocks';

describe('body blocks with estimated lengths (001 §9)', () => {
  it.each([
    ['paragraph of 10 words, mode A', paragraphBlock('a b c d e f g h i j', 'A'), 'paragraph', 47],
    ['paragraph of 10 words, mode B', paragraphBlock('a b c d e f g h i j', 'B'), 'paragraph', 27],
    ['heading of 2 words', headingBlock('Our verdict', 'A'), 'heading', 9],
    ['image embed, mode A', embedBlock('image', 'A'), 'embed', 1000],
    ['image embed, mode B', embedBlock('image', 'B'), 'embed', 500],
    ['link embed, mode A', embedBlock('link', 'A'), 'embed', 0],
    ['unknown embed', embedBlock('mystery', 'A'), 'embed', 0],
  ] as const)('%s', (_name, block, kind, length) => {
    expect(block.kind).toBe(kind);
    expect(block.length).toBe(length);
  });
});

describe('blocks from a parsed body', () => {
  const html =
    '<p>One two three four five six seven eight nine ten</p>\n<h2>The verdict</h2><br><shortcode type="video" data=\'{}\'></shortcode><figure>Caption here</figure><ul><li>a b</li></ul>loose words';
  it.each([
    [
      'mode A',
      'A',
      [
        ['paragraph', 47, 0],
        ['heading', 9, 2],
        ['embed', 1100, 4],
        ['embed', 1000, 5],
        ['paragraph', 9, 6],
        ['paragraph', 9, 7],
      ],
    ],
    [
      'mode B',
      'B',
      [
        ['paragraph', 27, 0],
        ['heading', 5, 2],
        ['embed', 550, 4],
        ['embed', 500, 5],
        ['paragraph', 5, 6],
        ['paragraph', 5, 7],
      ],
    ],
  ] as const)('%s', (_name, mode, expected) => {
    expect(blocksFromNodes(parseBody(html), mode).map((b) => [b.kind, b.length, b.node])).toEqual(expected);
  });

  it('keeps element text for text matching', () => {
    expect(blocksFromNodes(parseBody('<h2>The verdict</h2>'), 'A')[0]?.text).toBe('The verdict');
  });
});
