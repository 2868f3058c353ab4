/**
 * The outside services the browser talks to. The server passes them to the client islands as
 * props (so a client navigation or a seamless article carries them too); every one defaults to
 * the local upstream, and production points each at its real host (docs/configuration.md).
 */
export interface ClientServices {
  /** Tracking collection service: page views, video, form and error events (consent permitting). */
  collectUrl: string;
  /** Ad server: creatives for ad slots and the video ad tag. */
  adServerUrl: string;
  /** Where the consent-gated third-party scripts load from. */
  thirdPartyUrl: string;
  /** Live-coverage WebSocket (ws:// locally, wss:// on 443 in production). */
  liveSocketUrl: string;
}

/** Origins of the client services, for the Content-Security-Policy. */
export function clientServiceOrigins(services: ClientServices): { http: string[]; socket: string[] } {
  const origin = (url: string) => new URL(url).origin;
  const http = [...new Set([services.collectUrl, services.adServerUrl, services.thirdPartyUrl].map(origin))];
  const socketUrl = new URL(services.liveSocketUrl);
  return { http, socket: [`${socketUrl.protocol}//${socketUrl.host}`] };
}
