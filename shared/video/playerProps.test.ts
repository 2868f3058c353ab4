import { describe, expect, it } from 'vitest';
import { playerElementId } from './playerProps';

describe('playerElementId', () => {
  it('names a video page player by its video and an embed by its article and video', () => {
    expect(playerElementId('v-101')).toBe('video-v-101');
    expect(playerElementId('v-101', '5003')).toBe('video-5003-v-101');
  });

  it('gives the same video embedded in two articles (two seamless articles on one document) two ids', () => {
    expect(playerElementId('v-101', '5003')).not.toBe(playerElementId('v-101', '5004'));
  });

  it('keeps only characters an id and a CSS selector take as they are', () => {
    expect(playerElementId('a b"<x>', 'c/d')).toBe('video-c_d-a_b__x_');
  });
});
