import { describe, expect, it, vi } from 'vitest';
import type { ContentApi } from '../../content/api';
import type { Article } from '../../../shared/models/article';
import { ServerTiming } from '../../ops/timing';
import { articleWithCurrentOffers } from './currentOffers';

const id = '6d09ceea-2c37-450d-acb2-4da0da283522';
const data = (value: unknown) =>
  JSON.stringify(value).replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/"/g, '&quot;');
const shortcode = `<shortcode type="commerce" data='${data({ id, productName: 'Phone', url: 'https://shop.test/old', price: '$10', merchant: 'Old' })}'></shortcode>`;

function fakeContent() {
  return {
    getCommerceShortcode: vi.fn(async () => ({ id, url: 'https://shop.test/new', price: '$8', merchant: 'New' })),
    getProducts: vi.fn(async () => []),
  };
}

const article = (body: string) => ({ site: 'cnet', body, listicles: [] }) as unknown as Article;

describe('current offers of an article', () => {
  it('an article with nothing to refresh is handed on as it is, without any call', async () => {
    const content = fakeContent();
    const plain = article('<p>No offers here.</p>');
    expect(await articleWithCurrentOffers(content as unknown as ContentApi, plain, new ServerTiming())).toBe(plain);
    expect(await articleWithCurrentOffers(content as unknown as ContentApi, plain, new ServerTiming())).toBe(plain);
    expect(content.getCommerceShortcode).not.toHaveBeenCalled();
    expect(content.getProducts).not.toHaveBeenCalled();
  });

  it('a commerce shortcode gets its current offer on every request, and the same object while the answers are the same', async () => {
    const content = fakeContent();
    const offer = { id, url: 'https://shop.test/new', price: '$8', merchant: 'New' };
    content.getCommerceShortcode.mockResolvedValue(offer);
    const source = article(`<p>Buy:</p>${shortcode}`);
    const first = await articleWithCurrentOffers(content as unknown as ContentApi, source, new ServerTiming());
    const second = await articleWithCurrentOffers(content as unknown as ContentApi, source, new ServerTiming());
    expect(content.getCommerceShortcode).toHaveBeenCalledTimes(2);
    expect(content.getCommerceShortcode).toHaveBeenCalledWith('cnet', id, expect.anything());
    expect(first.body).toContain('shop.test/new');
    expect(first.body).not.toContain('shop.test/old');
    expect(second).toBe(first);
  });
});
