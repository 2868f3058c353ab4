/**
 * The markers a live update's card shows (issue 39 point 9: one "Pinned" marker). In the pinned
 * block, whose heading already says "Pinned", its copy of an update carries no Pinned chip; the
 * stream's copy does, as it is read among the others.
 */
export type LiveItemFlag = 'Pinned' | 'Important';

export function liveItemFlags(item: { pinned?: boolean; important?: boolean }, pinnedCopy: boolean): LiveItemFlag[] {
  const flags: LiveItemFlag[] = [];
  if (item.pinned && !pinnedCopy) flags.push('Pinned');
  if (item.important) flags.push('Important');
  return flags;
}
