import { describe, expect, it } from 'vitest';
import { faqJsonLdEntries, parseShortcode } from './shortcodeData';

describe('shortcode data', () => {
  it.each([
    ['listicle', '{"uuid":"u1"}'],
    ['commerce', '{"id":"1","productName":"P","url":"https://x.test/","price":"$5","merchant":"M"}'],
    ['buybutton', '{"url":"https://x.test/","label":"See at M","price":"$5"}'],
    ['video', '{"id":"1","slug":"v","title":"V","duration":75}'],
    ['gallery', '{"id":"1","slug":"g","title":"G"}'],
    ['faq', '{"items":[{"question":"Q?","answer":"<p>A</p>"}]}'],
    ['tweet', '{"url":"https://twitter.com/x/status/1","text":"hi"}'],
    ['relatedlinks', '{"title":"More","links":[{"title":"T","url":"/t/"}]}'],
    ['chart', '{"title":"C","type":"bar","labels":["a"],"series":[{"name":"s","values":[1]}]}'],
    ['review', '{"title":"R","rating":8.5,"good":"a~b","bad":"c. d"}'],
  ])('reads %s', (name, data) => {
    expect(parseShortcode(name, data)).toMatchObject({ name });
  });

  it.each([
    ['malformed JSON', 'faq', '{"items":[{"quest'],
    ['the wrong shape', 'video', '{"title":5}'],
    ['not an object', 'gallery', '[]'],
    ['an unknown shortcode', 'marquee', '{}'],
  ])('reports %s', (_, name, data) => {
    expect(parseShortcode(name, data)).toHaveProperty('error');
  });

  it('parses a text once and answers the same parse for it again (bodies render on every request)', () => {
    const data = '{"id":"1","slug":"v","title":"V","duration":75}';
    const first = parseShortcode('video', data);
    expect(parseShortcode('video', `${data} `.trim())).toBe(first);
    expect(parseShortcode('gallery', data)).not.toBe(first);
    expect(parseShortcode('video', '{"title":5}')).toBe(parseShortcode('video', '{"title":5}'));
    // Keyed by the whole text: another duration is another parse.
    expect(parseShortcode('video', data.replace('75', '76'))).toMatchObject({ data: { duration: 76 } });
  });

  it('FAQ structured data counts only headings ending in a question mark', () => {
    expect(
      faqJsonLdEntries([{ question: 'Why?' }, { question: 'What we looked at' }, { question: 'How? ' }]).map(
        (e) => e.question,
      ),
    ).toEqual(['Why?', 'How? ']);
  });
});
