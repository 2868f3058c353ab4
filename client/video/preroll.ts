/**
 * The video pre-roll (spec 001 §7 "Video ad tag"; §5 "Video ads show only if targeting consent is
 * on, the video is not marked suppressAds, and adSuppress is not 'all'" — checked by the caller).
 * Fetches the ad tag, reads the VAST answer with the browser's DOMParser, and plays the chosen
 * creative in its own <video> laid over the content, which waits paused. A failed, slow, empty or
 * unplayable answer means no ad: the content plays (decision 020).
 */
import { choosePreroll, type PrerollChoice, type VastAd } from './vastAd';

/** How long the player waits for the ad tag's answer (our choice, decision 020). */
export const AD_TAG_TIMEOUT_MS = 3000;
/** What the ad's own element is called for assistive technology. */
export const AD_LABEL = 'Advertisement';

export function parseVast(xml: string): VastAd[] {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0) return [];
  return Array.from(doc.getElementsByTagName('Ad')).map((ad) => ({
    id: ad.getAttribute('id'),
    title: ad.getElementsByTagName('AdTitle')[0]?.textContent?.trim() ?? null,
    mediaFiles: Array.from(ad.getElementsByTagName('MediaFile')).map((file) => ({
      url: file.textContent?.trim() ?? '',
      type: file.getAttribute('type'),
      delivery: file.getAttribute('delivery'),
    })),
  }));
}

/** The ad to play, or undefined (no ad, or the ad server failed: logged, never shown). */
export async function fetchPreroll(adTagUrl: string, signal: AbortSignal): Promise<PrerollChoice | undefined> {
  const timeout = AbortSignal.timeout(AD_TAG_TIMEOUT_MS);
  try {
    const response = await fetch(adTagUrl, { signal: AbortSignal.any([signal, timeout]), credentials: 'omit' });
    if (!response.ok) throw new Error(`ad tag answered ${response.status}`);
    return choosePreroll(parseVast(await response.text()));
  } catch (error) {
    if (!signal.aborted) console.warn('Video ad could not be loaded', error);
    return undefined;
  }
}

/**
 * Plays the pre-roll over the content and resolves when it is over (ended, failed or refused by
 * the browser). `onEvent` sees the ad element's media events (for the player state code).
 */
export function playPreroll(
  stage: HTMLElement,
  content: HTMLVideoElement,
  choice: PrerollChoice,
  onEvent: (type: string) => void,
  signal: AbortSignal,
): Promise<void> {
  const ad = document.createElement('video');
  ad.className = 'video-player__ad';
  ad.playsInline = true;
  ad.muted = content.muted;
  ad.volume = content.volume;
  ad.setAttribute('aria-label', AD_LABEL);
  ad.src = choice.url;
  const badge = document.createElement('span');
  badge.className = 'video-player__ad-badge';
  badge.textContent = 'Ad';
  const forward = (event: Event) => onEvent(event.type);
  for (const type of ['loadstart', 'loadedmetadata', 'play', 'playing', 'waiting', 'pause'])
    ad.addEventListener(type, forward);
  stage.append(ad, badge);
  return new Promise<void>((resolve) => {
    const done = () => {
      ad.pause();
      ad.removeAttribute('src');
      ad.remove();
      badge.remove();
      resolve();
    };
    ad.addEventListener('ended', done, { once: true });
    ad.addEventListener('error', done, { once: true });
    signal.addEventListener('abort', done, { once: true });
    ad.play().catch(() => {
      // Refused with sound (no user gesture left): try muted, else skip the ad.
      ad.muted = true;
      ad.play().catch(done);
    });
  });
}
