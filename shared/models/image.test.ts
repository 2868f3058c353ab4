import { describe, expect, it } from 'vitest';
import { imageSchema, isBucketImage, isHubImage, isValidImage } from './image';

const hub = {
  id: 12345,
  filename: 'phone-hero.jpg',
  path: '/2025/05/12/abc/phone-hero.jpg',
  dateCreated: { date: '2025-05-12T10:00:00.000Z', timezone: 'UTC' },
  alt: 'A phone on a desk',
  credits: 'Staff',
  caption: 'The new phone',
  width: 1200,
  height: 675,
};

describe('imageSchema', () => {
  it('parses a hub image and reads a numeric id as a string', () => {
    const image = imageSchema.parse(hub);
    expect(image.id).toBe('12345');
    expect(image.width).toBe(1200);
    expect(isHubImage(image)).toBe(true);
    expect(isValidImage(image)).toBe(true);
  });

  it('accepts a bucket image without hub fields', () => {
    const image = imageSchema.parse({ bucketPath: '/bucket/a.png', bucketType: 'cms', width: 10, height: 10 });
    expect(isHubImage(image)).toBe(false);
    expect(isBucketImage(image)).toBe(true);
    expect(isValidImage(image)).toBe(true);
  });

  it('reads an image with neither hub nor bucket fields, but it is not valid', () => {
    const image = imageSchema.parse({ filename: 'x.jpg', dateCreated: { date: '' } });
    expect(image.dateCreated).toBeUndefined();
    expect(isValidImage(image)).toBe(false);
    expect(isValidImage(undefined)).toBe(false);
  });

  it('fails when the image is not an object', () => {
    expect(imageSchema.safeParse('phone.jpg').success).toBe(false);
  });
});
