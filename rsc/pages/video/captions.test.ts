import { describe, expect, it } from 'vitest';
import { captionsPath } from './captions';

describe('captionsPath (000 §7 captions: format webvtt, extension vtt)', () => {
  const webvtt = [{ format: 'webvtt', data: 'x.vtt' }];
  it.each([
    ['a video with webvtt captions', { slug: 'watch-this', captions: webvtt }, '/videos/captions/watch-this.vtt'],
    ['captions in another format only', { slug: 'watch-this', captions: [{ format: 'srt' }] }, undefined],
    ['no captions', { slug: 'watch-this', captions: [] }, undefined],
    ['no slug', { captions: webvtt }, undefined],
    ['a slug that is not one', { slug: '../etc/passwd', captions: webvtt }, undefined],
  ])('%s → %s', (_name, video, expected) => expect(captionsPath(video, 'cnet')).toBe(expected));

  it('names the roadshow path for roadshow videos', () =>
    expect(captionsPath({ slug: 'car-film', captions: webvtt }, 'roadshow')).toBe(
      '/roadshow/videos/captions/car-film.vtt',
    ));
});
