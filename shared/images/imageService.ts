/**
 * What image URLs are built from: the image service's hosts and signing key, or one base URL
 * (signed with the local default key). Types only, so the render contract can name them while
 * the signing code (shared/node/images/resizeUrl.ts, node:crypto) stays out of the browser.
 */
export interface ImageService {
  /** Base URLs of the image hosts (no trailing slash). */
  hosts: readonly string[];
  /** The key resize URLs are signed with. */
  key: string;
}

export type ImageBase = string | ImageService;
