import { describe, expect, it } from 'vitest';
import { parseImageRedirect } from './imageRedirect';

describe('parseImageRedirect', () => {
  it.each([
    ['/a/img/seo_image_wide/2025/05/01/0f5d4adf0f0e/phone.jpg', 1200, 675],
    ['/a/img/1200x675/2025/05/01/0f5d4adf0f0e/phone.jpg', 1200, 675],
    ['/a/img/square_96/2022/08/30/0f5d4adf0f0e/author-x.png', 96, 96],
  ])('%s → %ix%i', (path, width, height) => {
    expect(parseImageRedirect(path)).toEqual({ path: path.replace(/^\/a\/img\/[^/]+/, ''), size: { width, height } });
  });

  it.each([
    '/a/img/unknown_size/2025/05/01/0f5d4adf0f0e/phone.jpg',
    '/a/img/1201x675/2025/05/01/0f5d4adf0f0e/phone.jpg',
    '/a/img/seo_image_wide//evil.example.com/x.jpg',
    '/a/img/seo_image_wide/https://evil.example.com/x.jpg',
    '/a/img/seo_image_wide/2025/05/01/0f5d4adf0f0e/../../x.jpg',
    '/a/img/seo_image_wide/2025/05/01/0f5d4adf0f0e/phone.exe',
    '/a/img/seo_image_wide/',
    '/a/img/',
    '/a/img/constructor/2025/05/01/0f5d4adf0f0e/phone.jpg',
  ])('%s names no image', (path) => {
    expect(parseImageRedirect(path)).toBeUndefined();
  });
});
