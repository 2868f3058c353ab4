/**
 * 001 §3 "Video store": "videoPlaylist (deduplicated by id)". The first occurrence of an id
 * keeps its place; ids compare as strings (content ids arrive as strings or numbers) and an
 * entry without an id is dropped (decision 017).
 */
export interface PlaylistEntry {
  readonly id?: string | number | null;
}

function key(entry: PlaylistEntry): string | undefined {
  if (entry.id === null || entry.id === undefined) return undefined;
  const id = String(entry.id);
  return id === '' ? undefined : id;
}

export function dedupePlaylist<T extends PlaylistEntry>(entries: readonly T[]): T[] {
  const seen = new Set<string>();
  const kept: T[] = [];
  for (const entry of entries) {
    const id = key(entry);
    if (id === undefined || seen.has(id)) continue;
    seen.add(id);
    kept.push(entry);
  }
  return kept;
}

/** Adds videos to the end of a playlist; ids already in it are not added again. */
export function appendToPlaylist<T extends PlaylistEntry>(playlist: readonly T[], added: readonly T[]): T[] {
  return dedupePlaylist([...playlist, ...added]);
}
