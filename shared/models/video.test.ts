import { describe, expect, it } from 'vitest';
import { videoSchema } from './video';

describe('videoSchema', () => {
  it('parses a video with files and applies the spec defaults', () => {
    const parsed = videoSchema.parse({
      id: 'v1',
      title: 'Hands-on',
      duration: 312,
      mp4Url: 'https://media.example/v1.mp4',
      files: [{ url: 'https://media.example/v1-720.mp4', format: 'MPEG4', width: 1280, height: 720 }, { format: 'x' }],
      metaData: { duration: 312 },
    });
    expect(parsed.files).toHaveLength(1);
    expect(parsed.files[0]?.typeName).toBe('content_video_file');
    expect(parsed.metaData?.status).toBe('LIVE');
    expect(parsed.suppressAds).toBe(false);
  });

  it('requires an id and a title', () => {
    expect(videoSchema.safeParse({ id: 'v1' }).success).toBe(false);
    expect(videoSchema.safeParse({ title: 't' }).success).toBe(false);
  });
});
