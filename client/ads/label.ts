/**
 * The text readers see on an ad box or overlay until (and unless) a creative covers it. Its own
 * module so the lazily loaded overlay (Interstitial.tsx) does not import the AdSlot island: a
 * client reference shared with a lazy chunk would be moved into a shared chunk, and the RSC
 * manifest would then list the wrong chunks for it (the page would fail to hydrate).
 */
export const AD_LABEL = 'Advertisement';
