import { describe, expect, it } from 'vitest';
import type { VideoFile } from '../models/video';
import { isSecureVideoUrl, isValidMp4File, selectMp4File, selectVideoSources } from './playableFile';

const file = (url: string, fields: Partial<VideoFile> = {}): VideoFile => ({
  url,
  typeName: 'content_video_file',
  ...fields,
});

describe('video file URL must not start with http:// (001 §5)', () => {
  const rows: Array<[url: string | undefined, secure: boolean]> = [
    ['https://cdn.example/v/720.mp4', true],
    ['/videos/720.mp4', true],
    ['http://cdn.example/v/720.mp4', false],
    ['HTTP://cdn.example/v/720.mp4', false],
    ['  http://cdn.example/v/720.mp4', false],
    ['http://127.0.0.1:3001/media/video/1/720.mp4', true],
    ['http://localhost:3001/media/video/1/720.mp4', true],
    ['http://127.0.0.1.example/v/720.mp4', false],
    ['http://localhost@cdn.example/v/720.mp4', false],
    ['', false],
    [undefined, false],
  ];
  it.each(rows)('%s → %s', (url, secure) => {
    expect(isSecureVideoUrl(url)).toBe(secure);
  });
});

describe('mp4 validity (001 §5)', () => {
  const rows: Array<[name: string, type: string | undefined, format: string | undefined, valid: boolean]> = [
    ['type wifi', 'wifi', undefined, true],
    ['type hds', 'hds', 'HLS', true],
    ['type downloadable', 'downloadable', 'MPEG4', true],
    ['type in other case', 'WiFi', undefined, true],
    ['no type, MPEG4 format', undefined, 'MPEG4', true],
    ['empty type, MPEG4 format', '', 'MPEG4', true],
    ['no type, other format', undefined, 'M3U', false],
    ['no type, no format', undefined, undefined, false],
    ['other type, MPEG4 format', 'mobile', 'MPEG4', false],
  ];
  it.each(rows)('%s → %s', (_name, type, format, valid) => {
    expect(isValidMp4File({ type, format })).toBe(valid);
  });
});

describe('mp4 selection', () => {
  const files = [
    file('https://v/1080.mp4', { type: 'wifi', format: 'MPEG4', height: 1080, bitrate: 6e6 }),
    file('https://v/720.mp4', { format: 'MPEG4', height: 720, bitrate: 3e6 }),
    file('https://v/360.mp4', { type: 'mobile', format: 'MPEG4', height: 360 }),
    file('http://v/480.mp4', { type: 'downloadable', format: 'MPEG4', height: 480 }),
  ];
  const rows: Array<[name: string, maxHeight: number | undefined, url: string | undefined]> = [
    ['tallest valid by default', undefined, 'https://v/1080.mp4'],
    ['tallest under the limit', 720, 'https://v/720.mp4'],
    ['insecure and invalid files are never chosen', 500, 'https://v/720.mp4'],
    ['shortest when all are taller', 100, 'https://v/720.mp4'],
  ];
  it.each(rows)('%s', (_name, maxHeight, url) => {
    expect(selectMp4File(files, maxHeight)?.url).toBe(url);
  });
  it('none when no file is playable', () => {
    expect(selectMp4File([files[2]!, files[3]!])).toBeUndefined();
  });
  it('a higher bitrate breaks a height tie', () => {
    const pair = [
      file('https://a.mp4', { format: 'MPEG4', height: 720, bitrate: 1 }),
      file('https://b.mp4', { format: 'MPEG4', height: 720, bitrate: 2 }),
    ];
    expect(selectMp4File(pair)?.url).toBe('https://b.mp4');
  });
});

describe('video sources', () => {
  const rows: Array<
    [name: string, video: Parameters<typeof selectVideoSources>[0], sources: ReturnType<typeof selectVideoSources>]
  > = [
    [
      'manifest and selected file',
      {
        files: [file('https://v/720.mp4', { format: 'MPEG4' })],
        manifestUrl: 'https://v/m.m3u8',
        mp4Url: 'https://v/other.mp4',
      },
      { hls: 'https://v/m.m3u8', mp4: 'https://v/720.mp4' },
    ],
    [
      'insecure manifest falls to m3u8',
      { files: [], manifestUrl: 'http://v/m.m3u8', m3u8: 'https://v/b.m3u8' },
      { hls: 'https://v/b.m3u8' },
    ],
    [
      'no playable file falls to mp4Url',
      { files: [file('http://v/1.mp4', { format: 'MPEG4' })], mp4Url: 'https://v/mp4.mp4' },
      { mp4: 'https://v/mp4.mp4' },
    ],
    [
      'insecure mp4Url falls to brightcove',
      { files: [], mp4Url: 'http://v/a.mp4', brightcoveMp4Url: 'https://bc/a.mp4' },
      { mp4: 'https://bc/a.mp4' },
    ],
    ['nothing secure, nothing to play', { files: [], mp4Url: 'http://v/a.mp4', manifestUrl: 'http://v/m.m3u8' }, {}],
  ];
  it.each(rows)('%s', (_name, video, sources) => {
    expect(selectVideoSources(video)).toEqual(sources);
  });
});
