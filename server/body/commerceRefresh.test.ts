import { describe, expect, it } from 'vitest';
import { parseShortcode } from '../../rsc/body/shortcodeData';
import { commerceIds, withCurrentOffers } from './commerceRefresh';

const id = '6d09ceea-2c37-450d-acb2-4da0da283522';
const data = (value: unknown) =>
  JSON.stringify(value).replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/"/g, '&quot;');
const body = `<p>Intro</p><shortcode type="commerce" data='${data({ id, productName: "Bob's Phone", url: 'https://shop.test/old', price: '$10', merchant: 'Old' })}'></shortcode><shortcode type="commerce" data='{broken'></shortcode><shortcode type="video" data='${data({ id })}'></shortcode>`;

describe('commerce offers', () => {
  it('finds the product ids of commerce shortcodes only', () => {
    expect(commerceIds(body)).toEqual([id]);
  });

  it('writes the current offer into the shortcode and leaves the rest alone', () => {
    const out = withCurrentOffers(
      body,
      new Map([[id, { id, url: 'https://shop.test/new?a=1&b=2', price: '$8', merchant: 'New' }]]),
    );
    const attribute = /<shortcode type="commerce" data='([^']*)'>/.exec(out)![1]!;
    const parsed = parseShortcode(
      'commerce',
      attribute
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, '&'),
    );
    expect(parsed).toMatchObject({
      data: { url: 'https://shop.test/new?a=1&b=2', price: '$8', merchant: 'New', productName: "Bob's Phone" },
    });
    expect(out).toContain(`<shortcode type="commerce" data='{broken'></shortcode>`);
    expect(out.startsWith('<p>Intro</p>')).toBe(true);
    expect(withCurrentOffers(body, new Map())).toBe(body);
  });
});
