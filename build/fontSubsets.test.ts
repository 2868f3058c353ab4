import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { create, type Font } from 'fontkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { FONT_SUBSETS, SUBSET_CODEPOINTS, subsetWebFonts, unicodeRange } from './fontSubsets';

// White space around punctuation out, so the checks read the declarations however the file is laid out.
const WEB_FONTS_CSS = readFileSync(join(import.meta.dirname, '../client/styles/webfonts.css'), 'utf8').replace(
  /\s*([{}:;,])\s*/g,
  '$1',
);

function open(bytes: Buffer): Font {
  const font = create(bytes);
  if (!('characterSet' in font)) throw new Error('a font collection, not a font');
  return font;
}

describe('unicodeRange', () => {
  it('collapses runs and writes single code points alone', () => {
    expect(unicodeRange([0x41, 0x20, 0x21, 0x22, 0x2026, 0x7e])).toBe('U+20-22,U+41,U+7E,U+2026');
  });
});

describe('the web fonts cut at build time', () => {
  let fonts: ReadonlyMap<string, Buffer>;
  beforeAll(async () => {
    fonts = await subsetWebFonts();
  });

  it('are much smaller than the package files, and the same bytes on every build', async () => {
    const again = await subsetWebFonts();
    for (const [request, bytes] of fonts) {
      expect(bytes.subarray(0, 4).toString('latin1'), request).toBe('wOF2');
      expect(bytes.length, request).toBeLessThan(24_000);
      expect(again.get(request)?.equals(bytes), request).toBe(true);
    }
  });

  it('keep every character of the subset, and only those, and the weight range webfonts.css declares', () => {
    for (const [request, bytes] of fonts) {
      const font = open(bytes);
      const mapped = font.characterSet.filter((cp) => cp >= 0x20 && cp < 0xffff).sort((a, b) => a - b);
      expect(mapped, request).toEqual([...SUBSET_CODEPOINTS].sort((a, b) => a - b));
      const { weight } = FONT_SUBSETS[request]!;
      expect(font.variationAxes.wght, request).toMatchObject({ min: weight[0], max: weight[1] });
    }
  });

  it('webfonts.css declares, for each file, the subset’s weights and characters', () => {
    const faces = [...WEB_FONTS_CSS.matchAll(/@font-face\{([^}]*)\}/g)].map((match) => match[1]!);
    expect(faces).toHaveLength(Object.keys(FONT_SUBSETS).length);
    for (const [request, { weight }] of Object.entries(FONT_SUBSETS)) {
      const face = faces.find((text) => text.includes(`url("~${request}")`));
      expect(face, request).toBeDefined();
      expect(face, request).toContain(`font-weight:${weight[0]} ${weight[1]};`);
      expect(face, request).toContain(`unicode-range:${unicodeRange(SUBSET_CODEPOINTS)}`);
    }
  });
});
