/**
 * The fallback faces of fonts.css are matched to the web fonts by their files, not by eye: for
 * each face, the web font (instanced at the face's weight) and the local font it stands in for
 * (Liberation Sans/Serif, metric-compatible with Arial/Times New Roman) are measured with fontkit
 * on the same English text (headlines for bold faces, prose for regular ones), and fonts.css's size-adjust and ascent/descent overrides must be
 * what those files give. fonts.css's own figures were measured in Chromium on the generated
 * articles; they agree with the files' within a percent.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { create, openSync, type Font } from 'fontkit';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const LIBERATION = '/usr/share/fonts/truetype/liberation';
// White space around punctuation out, so the checks read the declarations however the file is laid out.
const FONTS_CSS = readFileSync(join(import.meta.dirname, 'fonts.css'), 'utf8').replace(/\s*([{}:;,])\s*/g, '$1');

/** What the bold sans sets: headlines (capitalised words, digits) and navigation. */
const HEADLINES =
  'Zephyr Unveils E-Reader With Better Privacy Controls. Best VPN for 2026: 7 Picks Tested. Live Updates: Irongate Outages, Launch Event. Reviews News Deals How-To Sign In';
/** What the serif sets, and the sans at its regular weight (card summaries, labels): running prose. */
const PROSE =
  'The new model is lighter than the one it replaces, and the screen is noticeably sharper in daylight. We used it for a month of commuting and reading in bed; ' +
  'the battery lasted about six weeks with the light on low, and the page turns were quick enough that we stopped noticing them. It costs a little more than last year, which is worth knowing.';

/** Mean advance per character, in ems, of `text` set in `font` (kerning applied, as Chromium does). */
function meanAdvance(font: Font, text: string): number {
  const run = font.layout(text);
  return run.positions.reduce((sum, position) => sum + position.xAdvance, 0) / font.unitsPerEm / text.length;
}

function single(font: ReturnType<typeof create>): Font {
  if (!('layout' in font)) throw new Error('a font collection, not a font');
  return font;
}

/** The variable web font pinned at `weight`, as a static font fontkit can lay out. */
async function webFont(request: string, weight: number): Promise<Font> {
  const bytes = await subsetFont(readFileSync(require.resolve(request)), '', {
    targetFormat: 'sfnt',
    variationAxes: { wght: weight },
    keepAllGlyphs: true,
  } as never);
  return single(create(bytes));
}

const FACES = [
  {
    family: 'Inter Fallback',
    weights: '100 599',
    web: ['@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', 400],
    local: 'LiberationSans-Regular.ttf',
    sample: PROSE,
  },
  {
    family: 'Inter Fallback',
    weights: '600 900',
    web: ['@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', 700],
    local: 'LiberationSans-Bold.ttf',
    sample: HEADLINES,
  },
  {
    family: 'Source Serif Fallback',
    weights: '100 599',
    web: ['@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2', 400],
    local: 'LiberationSerif-Regular.ttf',
    sample: PROSE,
  },
  {
    family: 'Source Serif Fallback',
    weights: '600 900',
    web: ['@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2', 700],
    local: 'LiberationSerif-Bold.ttf',
    sample: PROSE,
  },
  {
    family: 'Source Serif Fallback',
    style: 'italic',
    weights: '100 599',
    web: ['@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-italic.woff2', 400],
    local: 'LiberationSerif-Italic.ttf',
    sample: PROSE,
  },
  {
    family: 'Source Serif Fallback',
    style: 'italic',
    weights: '600 900',
    web: ['@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-italic.woff2', 700],
    local: 'LiberationSerif-BoldItalic.ttf',
    sample: PROSE,
  },
] as const;

/** A descriptor's percentage in the fonts.css face of `family`, `weights` and `style` (an upright face names no style). */
function declared(family: string, weights: string, style: string, descriptor: string): number {
  const face = [...FONTS_CSS.matchAll(/@font-face\{([^}]*)\}/g)]
    .map((match) => match[1]!)
    .find(
      (text) =>
        text.includes(`font-family:"${family}"`) &&
        text.includes(`font-weight:${weights};`) &&
        text.includes('font-style:italic') === (style === 'italic'),
    );
  const value = face?.match(new RegExp(`${descriptor}:([0-9.]+)%`))?.[1];
  if (!value) throw new Error(`fonts.css has no ${descriptor} for ${family} ${weights}`);
  return Number(value);
}

// The fallback faces are Debian's fonts-liberation (installed with Chromium; .ci/run installs it).
describe.skipIf(!existsSync(LIBERATION))('the fallback faces of fonts.css', () => {
  for (const face of FACES) {
    it(`${face.family} ${'style' in face ? `${face.style} ` : ''}${face.weights}: size-adjust, ascent and descent are the font files' (within 1 %)`, async () => {
      const web = await webFont(face.web[0], face.web[1]);
      const local = single(openSync(join(LIBERATION, face.local)));
      const sizeAdjust = meanAdvance(web, face.sample) / meanAdvance(local, face.sample);
      // The overrides are of the scaled fallback's em: the web font's ascent and descent over size-adjust.
      const ascent = web.ascent / web.unitsPerEm / sizeAdjust;
      const descent = -web.descent / web.unitsPerEm / sizeAdjust;
      expect(
        Math.abs(
          declared(face.family, face.weights, 'style' in face ? face.style : 'normal', 'size-adjust') / 100 -
            sizeAdjust,
        ),
      ).toBeLessThanOrEqual(0.01 * sizeAdjust);
      expect(
        Math.abs(
          declared(face.family, face.weights, 'style' in face ? face.style : 'normal', 'ascent-override') / 100 -
            ascent,
        ),
      ).toBeLessThanOrEqual(0.01);
      expect(
        Math.abs(
          declared(face.family, face.weights, 'style' in face ? face.style : 'normal', 'descent-override') / 100 -
            descent,
        ),
      ).toBeLessThanOrEqual(0.01);
      expect(web.lineGap).toBe(0); // line-gap-override:0% is the web font's own
    });
  }
});
