import { AUTOPLAY_TYPES, DEFAULT_AUTOPLAY_TYPE, type AutoplayType } from '../../shared/video/constants';

/**
 * 001 §3: "autoplayType (AUTOPLAY or MANUAL)". Upstream values compare without case and
 * surrounding spaces; anything else reads as MANUAL (decision 017), so a bad value never
 * starts a video on its own.
 */
export function parseAutoplayType(value: unknown): AutoplayType {
  if (typeof value !== 'string') return DEFAULT_AUTOPLAY_TYPE;
  const upper = value.trim().toUpperCase();
  return (AUTOPLAY_TYPES as readonly string[]).includes(upper) ? (upper as AutoplayType) : DEFAULT_AUTOPLAY_TYPE;
}
