import { describe, expect, it } from 'vitest';
import { createHtmlSplices } from '../../shared/render/splices';
import { spliceHtml } from './spliceHtml';

const joined = (pieces: Array<Buffer | string>) => pieces.map((piece) => piece.toString()).join('');

describe('spliceHtml', () => {
  it('puts each registered string where its token stands, in order', () => {
    const splices = createHtmlSplices('k3y');
    const a = splices.token('<p>first &amp; best</p>');
    const b = splices.token('<h2 id="x">Second</h2>');
    const html = Buffer.from(`<div class="body-html">${a}</div><nav>${b}</nav><p>tail</p>`);
    expect(joined(spliceHtml(html, splices))).toBe(
      '<div class="body-html"><p>first &amp; best</p></div><nav><h2 id="x">Second</h2></nav><p>tail</p>',
    );
  });

  it('leaves a batch without tokens untouched (the same buffer)', () => {
    const splices = createHtmlSplices('k3y');
    const html = Buffer.from('<p>nothing to do</p>');
    const pieces = spliceHtml(html, splices);
    expect(pieces).toHaveLength(1);
    expect(pieces[0]).toBe(html);
  });

  it('never lets a token of another key, an unknown index or a broken token through as HTML', () => {
    const splices = createHtmlSplices('k3y');
    splices.token('<b>known</b>');
    const forged = createHtmlSplices('other').token('<script>alert(1)</script>');
    const html = Buffer.from(`<p>${forged}</p><p>\uE000k3y7\uE001</p><p>\uE000k3y0</p>`);
    const out = joined(spliceHtml(html, splices));
    // Another key is not ours: it stays text (private-use characters), never becomes markup.
    expect(out).toContain(forged);
    expect(out).not.toContain('<script>');
    // An unknown index becomes nothing; an unterminated token stays as it is.
    expect(out).toContain('<p></p>');
    expect(out).toContain('<p>\uE000k3y0</p>');
  });

  it('works on multi-byte text around the tokens', () => {
    const splices = createHtmlSplices('z');
    const t = splices.token('<em>café — naïve</em>');
    expect(joined(spliceHtml(Buffer.from(`<p>€ ${t} ✓</p>`), splices))).toBe('<p>€ <em>café — naïve</em> ✓</p>');
  });
});
