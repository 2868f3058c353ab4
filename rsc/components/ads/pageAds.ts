/**
 * What a page's ad slots need, worked out once per render on the server (spec 001 §3, §4, §5):
 * whether the page has ads at all (ads.enabled from the page, the service-off testA bucket that
 * disables the ad plugin, the content's suppressAds), its ad layout, the slots outside the body
 * that are not disabled on this device, the page targeting (device, env, ptype, test, cid,
 * sectopic, section, collection, pid, feat, user, seamlessIndicator; vguid is added in the
 * browser), the adTargeting_/ad query overrides, the region and the ad categories of the section.
 * A seamless article (request.seamless) carries the seamless indicator and its own id scope.
 * `featureDisable=ads` (000 §4) leaves the page without ads: no slot, no reserved well.
 */
import { adCategories } from '../../ads/categories';
import { adsEnabled } from '../../ads/enabled';
import { isEnabled } from '../../../shared/features/flags';
import type { AdLayout } from '../../ads/layouts';
import { adRegion, targetingOverrides } from '../../../shared/ads/overrides';
import { adLayoutForPage } from '../../ads/placement';
import type { PlacedSlot } from '../../ads/slotPlan';
import { planSlots } from '../../ads/slotPlan';
import type { AdTargeting } from '../../../shared/ads/targeting';
import { pageTargeting } from '../../../shared/ads/targeting';
import type { Collection } from '../../../shared/models/collection';
import type { RelatedObject } from '../../../shared/models/relatedObject';
import type { Topic } from '../../../shared/models/topic';
import { primaryTopic } from '../../render/articleCrumbs';
import type { PageRequest, RscServices } from '../../../shared/render/contract';
import type { Device } from '../../../shared/requestState';
import { shortKey } from '../../render/shortKey';

/** The content fields ads read (any content kind, or a composer page). */
export interface AdContent {
  id?: string | null;
  section?: string | null;
  topics?: readonly Topic[];
  collections?: readonly Collection[];
  relatedObjects?: readonly RelatedObject[];
  shortcodeTags?: readonly string[];
  suppressAds?: boolean;
  ads?: unknown;
}

export interface PageAds {
  layout: AdLayout;
  device: Device;
  /** Slots outside the body, disabled ones dropped (001 §5); one shared array per layout and device. */
  fixed: readonly PlacedSlot[];
  /** Delayed slots (the interstitial): nothing at first render, loaded later by the client (decision 019); only on the page the reader opened. */
  delayed: readonly PlacedSlot[];
  /** Page targeting without the query overrides (applied per slot, after pos). */
  targeting: AdTargeting;
  overrides: Record<string, string>;
  categories: string[];
  region: string;
  /** Id scope: '' for the page the reader opened, s{n} for the n-th seamless article. */
  scope: string;
  /**
   * Identifies the page view: the islands are keyed by it, so a client navigation to another
   * page whose slots have the same ids mounts new slots (old ones destroyed) instead of reusing them.
   */
  pageKey: string;
  /** The view's address (its page view's guid is the slots' vguid). */
  viewUrl: string;
  adServerUrl: string;
  collectUrl: string;
}

/** The env targeting value (our choice, decision 019). */
export const adEnv = (development: boolean) => (development ? 'development' : 'production');
/** A seamless article whose listing item has no source still is one: "other source" (decision 019). */
const UNKNOWN_SEAMLESS_SOURCE = 'unknown';

function productIds(objects: readonly RelatedObject[] | undefined): string[] {
  return (objects ?? [])
    .filter((o) => o.typeName?.toLowerCase() === 'product' && o.objectId)
    .map((o) => String(o.objectId));
}

const NO_SLOTS: readonly PlacedSlot[] = Object.freeze([]);

/** The slots outside the body of a layout on a device: the same for every page (layouts are constants), so planned once each. */
const plans = new WeakMap<AdLayout, Map<Device, { fixed: readonly PlacedSlot[]; delayed: readonly PlacedSlot[] }>>();

function outsideBody(
  layout: AdLayout,
  device: Device,
): { fixed: readonly PlacedSlot[]; delayed: readonly PlacedSlot[] } {
  let byDevice = plans.get(layout);
  if (byDevice === undefined) plans.set(layout, (byDevice = new Map()));
  let plan = byDevice.get(device);
  if (plan === undefined) {
    const { fixed, delayed } = planSlots(layout, device, []);
    byDevice.set(device, (plan = { fixed: Object.freeze(fixed), delayed: Object.freeze(delayed) }));
  }
  return plan;
}

/** The page's ads, or null when the page shows none. `kind` is the page kind (PrimaryData kind). */
export function pageAds(
  request: PageRequest,
  services: RscServices,
  kind: string,
  content?: AdContent,
): PageAds | null {
  if (content?.suppressAds === true || !isEnabled(request.state.flags, 'ads')) return null;
  if (!adsEnabled({ page: content ?? {}, adPluginDisabled: request.state.adPluginDisabled })) return null;
  const { state } = request;
  const pageType = request.match?.meta.pageType ?? null;
  const layout = adLayoutForPage(pageType, kind);
  const seamless = request.seamless;
  const targeting = pageTargeting({
    device: state.device,
    env: adEnv(services.development),
    ptype: pageType,
    ab: state.ab,
    cid: content?.id ?? null,
    sectopic: content?.topics ? (primaryTopic(content.topics)?.slug ?? null) : null,
    section: content?.section ?? null,
    collection: (content?.collections ?? []).map((c) => c.slug),
    pid: productIds(content?.relatedObjects),
    feat: content?.shortcodeTags ?? [],
    registered: state.registered,
    seamlessSource: seamless ? (seamless.source ?? UNKNOWN_SEAMLESS_SOURCE) : null,
  });
  const plan = outsideBody(layout, state.device);
  return {
    layout,
    device: state.device,
    fixed: plan.fixed,
    delayed: seamless ? NO_SLOTS : plan.delayed,
    targeting,
    overrides: targetingOverrides(state.adTargeting),
    categories: adCategories(content?.section),
    region: adRegion(state.adTargeting),
    scope: seamless ? `s${Math.max(1, Math.floor(seamless.position))}` : '',
    pageKey: shortKey(`${content?.id ?? ''} ${request.url}`),
    viewUrl: request.url,
    adServerUrl: services.clientServices.adServerUrl,
    collectUrl: services.clientServices.collectUrl,
  };
}
