import type { Video, VideoFile } from '../../shared/models/video';
import { chooseAuthors, chooseTopics, publishTime } from './content';
import type { BuildContext } from './context';
import { RECENT_SPAN_MS, contentDate } from './dates';
import { authorBrief } from './people';
import { SECTIONS, type SectionDef } from './sections';
import { dek, pickTopic, titleCase } from './text';

/** Videos per section key. */
const VIDEO_COUNTS: Record<string, number> = {
  tech: 25,
  home: 10,
  health: 8,
  culture: 8,
  science: 8,
  news: 6,
  cars: 10,
  deals: 2,
  how_to: 3,
};
export const MEDIA_HOST = 'https://media.neutron.test';

export function videoPath(section: SectionDef, slug: string): string {
  return section.site === 'roadshow' ? `/roadshow/videos/${slug}/` : `/videos/${slug}/`;
}

/**
 * Renditions exercise the spec's mp4 rules: wifi and untyped MPEG4 are valid, 'mobile' is not,
 * and one http:// URL is insecure and must be skipped.
 */
/**
 * The length of every video: the one sample file each of them serves is this long
 * (upstream/media/catalog.ts SAMPLE_VIDEO), so the page, the title and the structured data all
 * say what the player plays (issue 10: a duration consistent everywhere).
 */
export const VIDEO_SECONDS = 8;

function files(id: string, duration: number): VideoFile[] {
  const base = `${MEDIA_HOST}/video/${id}`;
  const file = (url: string, width: number, height: number, bitrate: number, type?: string): VideoFile => ({
    url,
    type,
    format: 'MPEG4',
    width,
    height,
    bitrate,
    duration,
    typeName: 'content_video_file',
  });
  return [
    file(`${base}/1080.mp4`, 1920, 1080, 6_000_000, 'wifi'),
    file(`${base}/720.mp4`, 1280, 720, 3_000_000),
    file(`${base}/360.mp4`, 640, 360, 800_000, 'mobile'),
    file(`${base.replace('https://', 'http://')}/480.mp4`, 854, 480, 1_200_000, 'downloadable'),
  ];
}

export function createVideos(ctx: BuildContext): Video[] {
  const { rng } = ctx;
  const videos: Video[] = [];
  for (const section of SECTIONS) {
    for (let n = 0; n < (VIDEO_COUNTS[section.key] ?? 0); n++) {
      const topic = pickTopic(rng, section);
      const product = rng.chance(0.4)
        ? ctx.products.find((p) => p.section === section && p.thing === topic.thing)
        : undefined;
      const title = product
        ? `${product.name} Hands-On: ${rng.pick(['First Look', 'What We Like', 'Is It Worth It?'])}`
        : rng.pick([
            `Watch: ${topic.brand} Shows Off Its Newest ${titleCase(topic.thing[0])}`,
            `We Tested ${titleCase(topic.thing[1])} for ${titleCase(topic.angle)}`,
            `${titleCase(topic.angle)}: ${rng.int(2, 9)} Things to Know`,
          ]);
      const slug = ctx.slugs.claim(title);
      const id = rng.uuid();
      // Drawn and dropped so the rest of the world stays as it was; every video plays the one sample file.
      rng.int(45, 900);
      const duration = VIDEO_SECONDS;
      const publishedMs = publishTime(rng, n === 0, ctx.now, RECENT_SPAN_MS);
      const image = ctx.images.make({
        name: `${slug}-poster`,
        dateMs: publishedMs,
        width: 1920,
        height: 1080,
        alt: title,
      });
      const files_ = files(id, duration);
      const { author } = chooseAuthors(rng, ctx.people, section);
      const description = dek(rng, topic);
      videos.push({
        id,
        slug,
        title,
        headline: title,
        description,
        duration,
        mp4Url: files_[1]!.url,
        mp4Width: 1280,
        mp4Height: 720,
        manifestUrl: `${MEDIA_HOST}/hls/${id}/master.m3u8`,
        m3u8: `${MEDIA_HOST}/hls/${id}/master.m3u8`,
        mpxRefId: rng.hex(10),
        files: files_,
        imageUrl: image.path,
        image,
        metaData: {
          duration,
          mpxId: String(rng.int(1e9, 9e9)),
          mpxRefId: rng.hex(10),
          promoTitle: title,
          promoDescription: description,
          ratingVChip: 'TV-G',
          section: section.key,
          status: 'LIVE',
        },
        captions: [{ format: 'webvtt', data: `${slug}.vtt`, process: 'auto' }],
        collections: [],
        suppressAds: rng.chance(0.05),
        canonicalUrl: videoPath(section, slug),
        autoplayType: rng.chance(0.3) ? 'AUTOPLAY' : 'MANUAL',
        author: authorBrief(author),
        datePublished: contentDate(publishedMs),
        section: section.key,
        topics: chooseTopics(rng, ctx.taxonomy, section, false).topics,
        typeName: 'content_video',
      });
    }
  }
  return videos;
}
