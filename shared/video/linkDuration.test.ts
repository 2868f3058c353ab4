import { describe, expect, it } from 'vitest';
import { contentLinkSchema } from '../models/contentLink';
import { linkDuration } from './linkDuration';

const link = (extra: Record<string, unknown>) =>
  contentLinkSchema.parse({ title: 'A video', url: '/videos/a/', ...extra });

describe('linkDuration', () => {
  it.each([
    ['metaData.duration', { metaData: { duration: 8 } }, 8],
    ['a file’s duration', { files: [{ url: '/v.mp4', duration: 95 }] }, 95],
    ['metaData before files', { metaData: { duration: 8 }, files: [{ url: '/v.mp4', duration: 95 }] }, 8],
    ['nothing', {}, undefined],
    ['a string', { metaData: { duration: '8' } }, undefined],
    ['a negative number', { metaData: { duration: -1 } }, undefined],
  ])('%s', (_name, extra, expected) => {
    expect(linkDuration(link(extra))).toBe(expected);
  });
});
