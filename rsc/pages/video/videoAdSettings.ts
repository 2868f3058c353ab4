/**
 * The server-side half of the video ad tag (spec 001 §7: iu, sz, pp, env, gdfp_req, output,
 * cust_params, cmsid, url, description_url, correlator, vid). The server knows the page, the
 * request state and the query; the browser adds consent, the correlator and the ad server
 * (shared/video/playerProps.ts). cust_params is the page targeting plus the video keys
 * (001 §3 "Video ads add subcollection, tag, mfr, contentType and ptopic"), with the query's
 * adTargeting_/ad overrides applied last (shared/ads/targeting.ts). Values the spec does not
 * give are named here and explained in docs/decisions/020-video-player.md.
 */
import { isEnabled } from '../../../shared/features/flags';
import { videoTargeting } from '../../../shared/ads/targeting';
import type { Video } from '../../../shared/models/video';
import type { PageRequest } from '../../../shared/render/contract';
import { AD_SUPPRESS_QUERY } from '../../../shared/video/constants';
import type { VideoAdSettings } from '../../../shared/video/playerProps';

/** Our ad unit path for video: /{network}/{site}/video (the spec shows no ad unit). */
export const VIDEO_AD_NETWORK = 'neutron';
/** The player profile (pp) the ad server knows our HTML5 player by (our choice). */
export const VIDEO_AD_PLAYER_PROFILE = 'neutron-html5';
/** The content management source id the ad server knows our videos by (our choice). */
export const VIDEO_AD_CMSID = 'neutron';
/** The `env` targeting value: where the page runs (our choice). */
export const AD_ENV = { development: 'dev', production: 'prod' } as const;
/** 001 §1 content-type map: "content_video (video variants)". */
export const VIDEO_CONTENT_TYPE = 'content_video';
/** The ptype targeting value of video pages and embeds (001 §3 ad layouts: "video"). */
export const VIDEO_PAGE_TYPE = 'video';

function queryOf(url: string): { first: Record<string, string>; adSuppress: string[] } {
  let params: URLSearchParams;
  try {
    params = new URL(url, 'http://localhost').searchParams;
  } catch {
    params = new URLSearchParams();
  }
  const first: Record<string, string> = {};
  for (const [name, value] of params) if (!Object.hasOwn(first, name)) first[name] = value;
  return { first, adSuppress: params.getAll(AD_SUPPRESS_QUERY) };
}

export interface VideoAdContext {
  request: PageRequest;
  /** Absolute canonical URL of the page the player is on. */
  pageUrl: string;
  development: boolean;
  /** The page's type for targeting (video, article...). */
  pageType: string;
  /** The content id of the page (the video's, or the article's for an embed). */
  contentId: string;
}

/** Undefined when the service-off test disabled the ad plugin (001 §4): no video ads either. */
export function videoAdSettings(video: Video, context: VideoAdContext): VideoAdSettings | undefined {
  const { request } = context;
  if (request.state.adPluginDisabled || !isEnabled(request.state.flags, 'ads')) return undefined;
  const query = queryOf(request.url);
  const collections = video.collections
    .map((collection) => collection.slug)
    .filter((slug): slug is string => typeof slug === 'string' && slug !== '');
  const topics = video.topics.map((topic) => topic.slug);
  const targeting = videoTargeting(
    {
      device: request.state.device,
      env: context.development ? AD_ENV.development : AD_ENV.production,
      ptype: context.pageType,
      ab: request.state.ab,
      cid: context.contentId,
      section: video.section,
      collection: collections.slice(0, 1),
      registered: request.state.registered,
      seamlessSource: request.seamless?.source,
      query: query.first,
    },
    { subcollection: collections.slice(1), tag: topics, contentType: VIDEO_CONTENT_TYPE, ptopic: topics[0] },
  );
  return {
    iu: `/${VIDEO_AD_NETWORK}/${request.brand}/video`,
    pp: VIDEO_AD_PLAYER_PROFILE,
    targeting,
    pageUrl: context.pageUrl,
    cmsid: VIDEO_AD_CMSID,
    adSuppress: query.adSuppress,
  };
}
