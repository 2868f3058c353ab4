import type { VanityTarget } from './model';

/** Where a vanity entry points for one edition: a url string, or a piece of content by slug. */
export type VanityTargetRef =
  { kind: 'url'; url: string } | { kind: 'content'; targetType: string | undefined; slug: string };

/**
 * The first target of `edition` that can be used (000 §3, §5): a non-empty url string, or a
 * target object with a slug whose availableOn lists the edition ("A target object needs a slug
 * and the current edition in availableOn, else ignored"). The edition's own slug in availableOn,
 * when given, is preferred to the object's slug.
 */
export function selectVanityTarget(targets: readonly VanityTarget[], edition: string): VanityTargetRef | null {
  for (const { edition: targetEdition, targetType, target } of targets) {
    if (targetEdition !== edition) continue;
    if (typeof target === 'string') {
      const url = target.trim();
      if (url) return { kind: 'url', url };
      continue;
    }
    const listed = target.availableOn.find((item) => item.edition === edition);
    if (target.slug === undefined || listed === undefined) continue;
    return { kind: 'content', targetType, slug: listed.slug ?? target.slug };
  }
  return null;
}
