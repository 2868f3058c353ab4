import type { ScriptTag } from '../../shared/scripts/tag';

/**
 * A tag with an href (and no src) is a link tag; every other tag is a script (decision 017).
 * Kept apart from tag.ts so the browser can tell the two apart without bundling the zod schema.
 */
export function isLinkTag(tag: Pick<ScriptTag, 'href' | 'src'>): boolean {
  return tag.href !== undefined && tag.src === undefined;
}
