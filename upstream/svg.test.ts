import { describe, expect, it } from 'vitest';
import { imageSide, placeholderSvg } from './svg';

describe('placeholder images', () => {
  it('draws exactly the requested size, the same every time', () => {
    const svg = placeholderSvg('/2025/01/01/abc/a.jpg', 300, 170);
    expect(svg).toMatch(/^<svg [^>]*width="300" height="170" viewBox="0 0 300 170"/);
    expect(placeholderSvg('/2025/01/01/abc/a.jpg', 300, 170)).toBe(svg);
  });

  it('colours different paths differently', () => {
    expect(placeholderSvg('/a.jpg', 100, 100)).not.toBe(placeholderSvg('/b.jpg', 100, 100));
  });

  it.each([
    ['640', 640],
    ['1', 1],
    ['4000', 4000],
    ['4001', 1200],
    ['0', 1200],
    ['-5', 1200],
    ['12px', 1200],
    [undefined, 1200],
  ])('reads side %j as %d', (text, side) => {
    expect(imageSide(text, 1200)).toBe(side);
  });
});
