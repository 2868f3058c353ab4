/**
 * The time of a key update that arrived over the socket (its item's display date, else its
 * published date), drawn as the stream's items are (LiveTime, from the browser's clock). Loaded
 * lazily with the runner (through ArrivedLiveItem's chunk), so the island's first chunk carries no
 * date code for it.
 */
import { parseContentDate } from '../../shared/format/date';
import type { StoredLiveItem } from '../../shared/live/item';
import { LiveTime } from './LiveTime';

export function ArrivedKeyTime({ item }: { item: StoredLiveItem }) {
  const published = parseContentDate(item.displayDatePublished) ?? parseContentDate(item.datePublished);
  return published ? <LiveTime iso={published.toISOString()} now={Date.now()} /> : null;
}
