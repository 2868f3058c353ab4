import { describe, expect, it } from 'vitest';
import { embedLength, estimateContentLength, textLength } from './contentLength';

describe('estimated content length (spec 001 §9)', () => {
  it.each([
    ['chart', 800, 400],
    ['listicle', 2400, 1200],
    ['minilisticle', 500, 250],
    ['crosscontentlisticle', 2400, 1200],
    ['description', 2000, 1000],
    ['faq', 2000, 1000],
    ['gallery', 1200, 600],
    ['image', 1000, 500],
    ['infocard', 2000, 1000],
    ['relatedlinks', 1050, 525],
    ['tweet', 600, 300],
    ['video', 1100, 550],
    ['link', 0, 300],
    ['commerce', 0, 300],
    ['unknown', 0, 0],
  ])('%s: mode A %i, mode B %i', (name, a, b) => {
    expect(embedLength(name, 'A')).toBe(a);
    expect(embedLength(name, 'B')).toBe(b);
  });

  it('text is words × 4.7 (× 2.7 in mode B)', () => {
    expect(textLength(100, 'A')).toBe(470);
    expect(textLength(100, 'B')).toBe(270);
    expect(textLength(-3, 'A')).toBe(0);
  });

  it('adds the embeds to the text', () => {
    expect(estimateContentLength(10, ['chart', 'tweet'], 'A')).toBe(47 + 800 + 600);
  });
});
