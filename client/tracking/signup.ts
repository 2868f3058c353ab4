/**
 * Spec 000 §4: "A new signup is detected when login_count is 1 or less; signup tracking then
 * fires." Once per reader in this browser: the session keeps login_count 1 for as long as it
 * lasts (days), so the reader ids already counted are kept in local storage (bounded). Called
 * from trackView after its consent check, so without C0002 consent nothing is sent or marked.
 */
import { TRACKING_EVENTS } from '../../shared/tracking/constants';
import { sendTrackingEvent } from './collect';

export const SIGNUP_TRACKED_KEY = 'neutron_signup_tracked';
/** Reader ids remembered at most (a shared browser). */
const MAX_REMEMBERED = 20;

function remembered(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(SIGNUP_TRACKED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Sends the signup event unless this reader's signup was already sent from this browser. */
export function trackSignupOnce(collectUrl: string, userId: string): boolean {
  const ids = remembered();
  if (ids.includes(userId)) return false;
  if (!sendTrackingEvent(collectUrl, { event: TRACKING_EVENTS.signup, fields: { userId } })) return false;
  try {
    window.localStorage.setItem(SIGNUP_TRACKED_KEY, JSON.stringify([...ids, userId].slice(-MAX_REMEMBERED)));
  } catch {
    // Not remembered: without storage the reader may be counted again on a later page.
  }
  return true;
}
