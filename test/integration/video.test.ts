/**
 * The video player's server side (issue 5 item 3) from the built server against the local
 * upstream: the page and article embeds render the player with the one mp4 the 001 §5 rules pick
 * (on the upstream's own origin; insecure renditions never), the captions track, the ad settings'
 * absence under the service-off test, and the media file answering byte ranges.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Video } from '../../shared/models/video';
import { startUpstream, type RunningUpstream } from '../../upstream/start';
import { get, startNeutron, type Neutron } from '../support/neutron';

let upstream: RunningUpstream;
let neutron: Neutron;

beforeAll(async () => {
  upstream = await startUpstream({ port: 0 });
  neutron = await startNeutron({ CONTENT_API_URL: upstream.url });
});
afterAll(async () => {
  await neutron?.stop();
  await upstream?.close();
});

async function html(path: string): Promise<string> {
  const res = await get(neutron.url, path);
  expect(res.status, path).toBe(200);
  return res.text();
}

const cnetVideo = (): Video => upstream.world.videos.find((video) => video.canonicalUrl?.startsWith('/videos/'))!;

describe('video player markup', () => {
  it('renders the player with the chosen mp4 on the upstream origin, the poster and the captions track', async () => {
    const video = cnetVideo();
    const page = await html(video.canonicalUrl!);
    const player =
      /<figure class="video-player video-player--page" id="video-[^"]+" data-video-id="([^"]+)">[\s\S]*?<\/figure>/.exec(
        page,
      );
    expect(player?.[1]).toBe(String(video.id));
    const markup = player![0];
    expect(markup).toMatch(
      /<video controls="" preload="none" playsInline="" poster="[^"]+" width="1600" height="900" aria-label="[^"]+">/,
    );
    // The tallest valid, secure rendition (1080, type wifi); the http:// one is never offered.
    expect([...markup.matchAll(/<source src="([^"]+)"/g)].map((m) => m[1])).toEqual([
      `${upstream.url}/media/video/${video.id}/1080.mp4`,
    ]);
    expect(page).not.toContain('media.neutron.test');
    expect(markup).toContain(
      `<track kind="captions" src="/videos/captions/${video.slug}.vtt" srcLang="en" label="English" default=""/>`,
    );
    expect(markup).toContain('aria-label="Close the floating video" hidden=""');
  });

  it('plays embedded videos in articles with the same player, title and duration as minutes:seconds', async () => {
    const article = upstream.world.articles.find(
      (a) => a.video && a.body?.includes('<shortcode type="video"') && a.canonicalUrl?.startsWith('/tech/'),
    );
    if (!article?.video) return expect.fail('the world has no tech article with an embedded video');
    const page = await html(article.canonicalUrl!);
    const embed = /<figure class="video-player video-player--embed"[\s\S]*?<\/figure>/.exec(page)?.[0];
    expect(embed).toBeDefined();
    expect(embed).toContain(`data-video-id="${article.video.id}"`);
    expect(embed).toContain(`<source src="${upstream.url}/media/video/${article.video.id}/1080.mp4"`);
    const seconds = article.video.duration!;
    expect(embed).toContain(`${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}</time>`);
  });

  it('with featureDisable=video: the poster on the video page and a link in the article, no player, no media', async () => {
    const video = cnetVideo();
    const page = await html(`${video.canonicalUrl!}?featureDisable=video`);
    // No player and no rendition offered (the structured data still names the file).
    expect(page.includes('<video'), 'a <video> element').toBe(false);
    expect(page.includes('<source src='), 'a <source> element').toBe(false);
    const poster =
      /<figure class="video-player video-player--page video-player--off"[^>]*><div class="video-player__frame"><img class="video-player__poster" src="[^"]+" width="1600" height="900" alt="([^"]+)"/.exec(
        page,
      );
    expect(poster?.[1]).toBeTruthy();
    const article = upstream.world.articles.find(
      (a) => a.video && a.body?.includes('<shortcode type="video"') && a.canonicalUrl?.startsWith('/tech/'),
    )!;
    const body = await html(`${article.canonicalUrl!}?featureDisable=video`);
    expect(body.includes('<video'), 'a <video> element in the article').toBe(false);
    expect(/<aside class="shortcode shortcode--video" aria-label="Video"><a href="\/videos\/[^"]+\/">/.test(body)).toBe(
      true,
    );
  });

  it('lists up to 5 other videos of the section as plain links under "Up next", each once', async () => {
    const video = upstream.world.videos.find((v) => v.section === 'tech' && v.canonicalUrl?.startsWith('/videos/'))!;
    const page = await html(video.canonicalUrl!);
    const section = /<section class="up-next"[\s\S]*?<\/section>/.exec(page)?.[0];
    expect(section).toContain('<h2 id="up-next-heading">Up next</h2>');
    const links = [...section!.matchAll(/<a href="([^"]+)" data-video-id="([^"]+)">/g)].map((m) => ({
      href: m[1]!,
      id: m[2]!,
    }));
    expect(links.length).toBeGreaterThan(1);
    expect(links.length).toBeLessThanOrEqual(5);
    expect(new Set(links.map((link) => link.id)).size).toBe(links.length);
    expect(links.map((link) => link.id)).not.toContain(String(video.id));
    const known = new Map(upstream.world.videos.map((v) => [String(v.id), v.canonicalUrl]));
    for (const link of links) expect(known.get(link.id)).toBe(link.href);
  });

  it('shows each "Up next" card\'s and each video door card\'s real length, as the video page and its structured data do', async () => {
    const video = upstream.world.videos.find((v) => v.section === 'tech' && v.canonicalUrl?.startsWith('/videos/'))!;
    const page = await html(video.canonicalUrl!);
    const lengths = new Map(upstream.world.videos.map((v) => [String(v.id), v.duration!]));
    const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
    const section = /<section class="up-next"[\s\S]*?<\/section>/.exec(page)![0];
    const cards = [...section.matchAll(/data-video-id="([^"]+)">[\s\S]*?<\/a>/g)];
    expect(cards.length).toBeGreaterThan(1);
    for (const [card, id] of cards)
      expect(card).toContain(`<time dateTime="PT${lengths.get(id!)}S">${clock(lengths.get(id!)!)}</time>`);
    // The page's own length, as the player plays it and the structured data says it.
    expect(page).toContain(`"duration":"PT${video.duration}S"`);
    const door = await html('/videos/');
    const doorCards = [...door.matchAll(/<li class="card[^"]*"><a href="([^"]+)">[\s\S]*?<\/a>/g)];
    expect(doorCards.length).toBeGreaterThan(1);
    const byUrl = new Map(upstream.world.videos.map((v) => [v.canonicalUrl, v.duration!]));
    for (const [card, url] of doorCards)
      if (byUrl.has(url)) expect(card).toContain(`>${clock(byUrl.get(url)!)}</time>`);
  });

  it('serves the chosen file with byte ranges so the player can seek', async () => {
    const video = cnetVideo();
    const res = await fetch(`${upstream.url}/media/video/${video.id}/1080.mp4`, { headers: { range: 'bytes=0-99' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect((await res.arrayBuffer()).byteLength).toBe(100);
  });
});
