/**
 * The ad targeting builder (spec 001 §3 "Ad display state"): device, env, ptype, test (as
 * id|version|bucket), cid, vguid, pos, sectopic, section, collection, pid, feat, registered or
 * anonymous user and seamlessIndicator (0 none, 1 algorithm source, 2 other source). Video ads
 * add subcollection, tag, mfr, contentType and ptopic. Query overrides (001 §2) apply last.
 */
import { abTargetingValues } from '../ab/targeting';
import type { AbAssignment, Device } from '../requestState';
import { SEAMLESS_ALGORITHM_SOURCE, SEAMLESS_INDICATOR } from './constants';
import type { SeamlessIndicator } from './constants';
import { targetingOverrides } from './overrides';

export type TargetingValue = string | readonly string[];
export type AdTargeting = Record<string, TargetingValue>;

/** The user targeting key and its values (key and values not shown: our choice). */
export const USER_TARGETING_KEY = 'user';
export const SEAMLESS_TARGETING_KEY = 'seamlessIndicator';

export interface PageTargetingInput {
  device: Device;
  env: string;
  /** Page type. */
  ptype?: string | null;
  ab?: readonly AbAssignment[];
  /** Content id. */
  cid?: string | null;
  /** Page-view guid. */
  vguid?: string | null;
  sectopic?: string | null;
  section?: string | null;
  collection?: readonly string[] | string | null;
  /** Product ids. */
  pid?: readonly string[] | string | null;
  /** Features on the page. */
  feat?: readonly string[] | string | null;
  registered?: boolean;
  /** The seamless item's source; null or undefined when the page is not a seamless page. */
  seamlessSource?: string | null;
  /** Query parameters as name → value (adTargeting_ and ad prefixes override). */
  query?: Readonly<Record<string, string>>;
}

/** 001 §3: 0 none, 1 algorithm source, 2 other source. */
export function seamlessIndicator(source: string | null | undefined): SeamlessIndicator {
  if (source === null || source === undefined || source.trim() === '') return SEAMLESS_INDICATOR.none;
  return source.trim().toLowerCase() === SEAMLESS_ALGORITHM_SOURCE
    ? SEAMLESS_INDICATOR.algorithm
    : SEAMLESS_INDICATOR.other;
}

function put(target: AdTargeting, key: string, value: TargetingValue | null | undefined): void {
  if (value === null || value === undefined) return;
  if (typeof value === 'string') {
    if (value.trim() !== '') target[key] = value.trim();
    return;
  }
  const list = value.map((v) => v.trim()).filter((v) => v !== '');
  if (list.length > 0) target[key] = list;
}

/** Page-level targeting; `pos` is per slot (see slotTargeting). */
export function pageTargeting(input: PageTargetingInput): AdTargeting {
  const target: AdTargeting = {};
  put(target, 'device', input.device);
  put(target, 'env', input.env);
  put(target, 'ptype', input.ptype);
  put(target, 'test', abTargetingValues(input.ab ?? []));
  put(target, 'cid', input.cid);
  put(target, 'vguid', input.vguid);
  put(target, 'sectopic', input.sectopic);
  put(target, 'section', input.section);
  put(target, 'collection', input.collection);
  put(target, 'pid', input.pid);
  put(target, 'feat', input.feat);
  target[USER_TARGETING_KEY] = input.registered === true ? 'registered' : 'anonymous';
  target[SEAMLESS_TARGETING_KEY] = String(seamlessIndicator(input.seamlessSource));
  return { ...target, ...targetingOverrides(input.query ?? {}) };
}

/** Slot-level targeting: pos is the slot name and instance (our choice: name-n). */
export function slotTargeting(slotName: string, instance: number): AdTargeting {
  return { pos: `${slotName}-${instance}` };
}

export interface VideoTargetingInput {
  subcollection?: readonly string[] | string | null;
  tag?: readonly string[] | string | null;
  /** Manufacturer. */
  mfr?: string | null;
  contentType?: string | null;
  /** Primary topic. */
  ptopic?: string | null;
}

/** 001 §3: video ads add subcollection, tag, mfr, contentType and ptopic; query overrides still win. */
export function videoTargeting(page: PageTargetingInput, video: VideoTargetingInput): AdTargeting {
  const target = pageTargeting({ ...page, query: {} });
  put(target, 'subcollection', video.subcollection);
  put(target, 'tag', video.tag);
  put(target, 'mfr', video.mfr);
  put(target, 'contentType', video.contentType);
  put(target, 'ptopic', video.ptopic);
  return { ...target, ...targetingOverrides(page.query ?? {}) };
}
