import { describe, expect, it } from 'vitest';
import type { Video } from '../../../shared/models/video';
import type { PageRequest } from '../../../shared/render/contract';
import { initialRequestState } from '../../../shared/requestState';
import { buildVideoAdTagUrl } from '../../../shared/video/adTagUrl';
import { videoAdSettings } from './videoAdSettings';

const video = {
  id: 'v-1',
  title: 'T',
  files: [],
  captions: [],
  suppressAds: false,
  section: 'tech',
  collections: [{ slug: 'phones' }, { slug: 'android' }, { slug: 'reviews' }],
  topics: [{ slug: 'samsung' }, { slug: 'galaxy' }],
} as unknown as Video;

const request = (url: string, state: Partial<PageRequest['state']> = {}) =>
  ({ url, brand: 'cnet', state: { ...initialRequestState(), device: 'desktop', ...state } }) as unknown as PageRequest;

const context = (url: string, state?: Partial<PageRequest['state']>) => ({
  request: request(url, state),
  pageUrl: 'https://www.example.com/videos/t/',
  development: true,
  pageType: 'video',
  contentId: 'v-1',
});

describe('video ad settings (001 §7 video ad tag, §3 video targeting keys)', () => {
  it('carries the page targeting plus subcollection, tag, contentType and ptopic', () => {
    const settings = videoAdSettings(video, context('/videos/t/'))!;
    expect(settings.iu).toBe('/neutron/cnet/video');
    expect(settings.targeting).toMatchObject({
      device: 'desktop',
      env: 'dev',
      ptype: 'video',
      cid: 'v-1',
      section: 'tech',
      collection: ['phones'],
      subcollection: ['android', 'reviews'],
      tag: ['samsung', 'galaxy'],
      contentType: 'content_video',
      ptopic: 'samsung',
    });
    expect(settings.adSuppress).toEqual([]);
  });

  it('keeps every adSuppress value and applies adTargeting_ overrides last', () => {
    const settings = videoAdSettings(video, context('/videos/t/?adSuppress=none&adSuppress=ALL&adTargeting_ptopic=x'))!;
    expect(settings.adSuppress).toEqual(['none', 'ALL']);
    expect(settings.targeting.ptopic).toBe('x');
    expect(settings.targeting).not.toHaveProperty('adSuppress');
  });

  it('gives no ad settings when the service-off test disabled the ad plugin', () => {
    expect(videoAdSettings(video, context('/videos/t/', { adPluginDisabled: true }))).toBeUndefined();
  });

  it('builds an ad tag URL with the spec parameters in order', () => {
    const settings = videoAdSettings(video, context('/videos/t/'))!;
    const url = new URL(
      buildVideoAdTagUrl({
        adServerUrl: 'http://127.0.0.1:3001/video-ads/tag',
        iu: settings.iu,
        pp: settings.pp,
        targeting: settings.targeting,
        cmsid: settings.cmsid,
        url: settings.pageUrl,
        description_url: settings.pageUrl,
        correlator: 7,
        vid: 'v-1',
      })!,
    );
    expect([...url.searchParams.keys()]).toEqual([
      'iu',
      'sz',
      'pp',
      'env',
      'gdfp_req',
      'output',
      'cust_params',
      'cmsid',
      'url',
      'description_url',
      'correlator',
      'vid',
    ]);
    expect(new URLSearchParams(url.searchParams.get('cust_params')!).get('tag')).toBe('samsung,galaxy');
  });
});
