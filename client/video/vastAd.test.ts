import { describe, expect, it } from 'vitest';
import { choosePreroll } from './vastAd';

describe('pre-roll choice from a VAST answer', () => {
  const mp4 = { url: 'https://ads.example/a.mp4', type: 'video/mp4', delivery: 'progressive' };

  it.each([
    ['no ads (empty VAST)', [], undefined],
    ['an ad without media files', [{ mediaFiles: [] }], undefined],
    ['a progressive mp4', [{ id: 'a1', title: 'A', mediaFiles: [mp4] }], { adId: 'a1', title: 'A', url: mp4.url }],
    ['streaming delivery is skipped', [{ mediaFiles: [{ ...mp4, delivery: 'streaming' }] }], undefined],
    [
      'a type the player does not play is skipped',
      [{ mediaFiles: [{ ...mp4, type: 'application/x-mpegURL' }] }],
      undefined,
    ],
    [
      'an insecure file is skipped (001 §5)',
      [{ mediaFiles: [{ ...mp4, url: 'http://ads.example/a.mp4' }] }],
      undefined,
    ],
    [
      'the loopback stand-in is allowed',
      [{ mediaFiles: [{ ...mp4, url: 'http://127.0.0.1:3001/media/ads/preroll.mp4' }] }],
      { url: 'http://127.0.0.1:3001/media/ads/preroll.mp4' },
    ],
    [
      'the first playable file of the first playable ad wins',
      [
        { mediaFiles: [{ ...mp4, type: 'video/webm' }] },
        {
          id: 'b',
          mediaFiles: [{ ...mp4, url: 'https://ads.example/b.mp4', type: ' VIDEO/MP4 ', delivery: null }, mp4],
        },
      ],
      { adId: 'b', url: 'https://ads.example/b.mp4' },
    ],
  ] as const)('%s', (_name, ads, expected) => {
    expect(choosePreroll(ads)).toEqual(expected);
  });
});
