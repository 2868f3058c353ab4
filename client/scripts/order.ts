import type { ScriptTag } from '../../shared/scripts/tag';

/**
 * 001 §3: "scripts sorted by priority descending". Equal priorities keep their given order
 * (Array.prototype.sort is stable), so configuration order breaks ties.
 */
export function sortByPriority<T extends Pick<ScriptTag, 'priority'>>(tags: readonly T[]): T[] {
  return [...tags].sort((a, b) => b.priority - a.priority);
}
