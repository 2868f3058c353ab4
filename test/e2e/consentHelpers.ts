/**
 * Consent presets for e2e suites (issue 5 item 1). A suite that needs consent-gated behaviour
 * (tracking, ads, video ads) presets the reader's choice with `grantConsent` before opening a
 * page — the same neutron_consent cookie the consent manager writes, so the banner stays away
 * and `whenGranted` runs at once. `thirdPartyRequests` records what left for the stand-in
 * third-party scripts and the collection endpoint.
 */
import type { BrowserContext } from '@playwright/test';
import { CONSENT_COOKIE, serializeConsent } from '../../client/consent/consentCookie';
import { CONSENT_CATEGORY_IDS, type ConsentCategory } from '../../shared/scripts/consentCategories';

export const ALL_CATEGORIES: readonly ConsentCategory[] = CONSENT_CATEGORY_IDS;

/** Sets the consent cookie as if the reader had saved exactly these categories (C0001 always). */
export async function grantConsent(
  context: BrowserContext,
  baseURL: string,
  categories: readonly ConsentCategory[],
): Promise<void> {
  await context.addCookies([
    {
      name: CONSENT_COOKIE,
      value: encodeURIComponent(serializeConsent(categories)),
      url: baseURL,
      sameSite: 'Lax',
      secure: true,
    },
  ]);
}

/** As if the reader had rejected everything: decided, nothing but C0001. */
export function rejectConsent(context: BrowserContext, baseURL: string): Promise<void> {
  return grantConsent(context, baseURL, []);
}

/** Is this a request for a third-party stand-in (/thirdparty/...) or the collection endpoint? */
export function isThirdPartyUrl(url: string): boolean {
  const { pathname } = new URL(url);
  return pathname.startsWith('/thirdparty/') || pathname.startsWith('/collect/');
}

/** Every URL the context requests from now on, for assertions on third-party traffic. */
export function recordRequests(context: BrowserContext): {
  urls: string[];
  thirdParty(): string[];
  count(pathEnd: string): number;
} {
  const urls: string[] = [];
  context.on('request', (request) => urls.push(request.url()));
  return {
    urls,
    thirdParty: () => urls.filter(isThirdPartyUrl),
    count: (pathEnd) => urls.filter((url) => new URL(url).pathname.endsWith(pathEnd)).length,
  };
}
