/**
 * What the LiveUpdates island (client/live) needs from the server, all plain JSON: where to
 * connect (ClientServices.liveSocketUrl, as a prop so client navigation carries it), the channel
 * name and key, the seeds the store starts from, and what links of arriving items are rewritten
 * for (the same affiliate context as the server-rendered bodies).
 */
import { topicCode } from '../../../shared/affiliate/rewrite';
import type { ChannelDetails, LiveArticle, LiveItem } from '../../../shared/models/liveArticle';
import type { PageRequest, RscServices } from '../../../shared/render/contract';
import type { LiveSeed, LiveUpdatesProps } from '../../../client/live/LiveUpdates';
import { isKeyUpdate } from '../../../shared/live/keyUpdates';
import type { RichTextSource } from '../review/RichText';

/** An update as the island's store starts from it: id and sequence, whether pinned, and what its key update shows if it is one. */
function seedOf(item: LiveItem): LiveSeed {
  const seed: LiveSeed = { id: item.id, sequence: item.sequence };
  if (item.pinned) seed.pinned = true;
  if (isKeyUpdate(item)) seed.key = { headline: item.headline };
  return seed;
}

export function liveUpdatesProps(
  live: LiveArticle,
  channel: ChannelDetails,
  items: readonly LiveItem[],
  source: RichTextSource,
  request: PageRequest,
  services: RscServices,
): Omit<LiveUpdatesProps, 'cards' | 'pinnedCards' | 'keyTimes'> {
  return {
    site: request.brand,
    contentId: live.id,
    channel: channel.key === undefined ? { name: channel.name } : { name: channel.name, key: channel.key },
    socketUrl: services.clientServices.liveSocketUrl,
    seeds: items.map(seedOf),
    links: {
      siteHost: new URL(source.origin).host,
      affiliate: {
        articleUrl: `${source.origin}${source.path}`,
        articleName: source.name,
        guid: source.id,
        device: source.device,
        topicCode: topicCode(source.topics, source.section),
      },
    },
  };
}
