/**
 * Device (spec 001 §5, §9): from the setDevice query parameter, then the device cookie, then a
 * device header set by the CDN; only mobile, tablet and desktop are accepted; default mobile.
 * Before the default, what the browser says: the Sec-CH-UA-Mobile hint, then the User-Agent
 * (shared/device/userAgent.ts, decision 117).
 * Breakpoints for the browser's own detection: mobile 320–767, tablet 768–1023, desktop 1024+.
 */
import { DEFAULT_DEVICE, DEVICES } from '../requestState';
import type { Device } from '../requestState';
import { deviceFromMobileHint, deviceFromUserAgent } from './userAgent';

/** Not named by the spec: our choices (docs/decisions/004-open-values.md). */
export const DEVICE_COOKIE = 'device';
export const DEVICE_HEADER = 'x-device-type';
/** Spec 001 §9: device cookie max age 604800 s. */
export const DEVICE_COOKIE_MAX_AGE = 604_800;
/** Spec 000 §9 / 001 §9: breakpoints 768, 1024, 1440 px. */
export const BREAKPOINTS = { tablet: 768, desktop: 1024, wide: 1440 } as const;

export function parseDevice(value: string | null | undefined): Device | undefined {
  const normalised = value?.trim().toLowerCase();
  return (DEVICES as readonly string[]).includes(normalised ?? '') ? (normalised as Device) : undefined;
}

export interface DeviceSources {
  query?: string | null;
  cookie?: string | null;
  header?: string | null;
  /** The Sec-CH-UA-Mobile request header. */
  mobileHint?: string | null;
  /** The User-Agent request header. */
  userAgent?: string | null;
}

/** Which source chose the device: the response varies on the request headers it read (decision 117). */
export type DeviceSource = 'query' | 'cookie' | 'header' | 'hint' | 'agent' | 'default';

export interface ResolvedDevice {
  device: Device;
  /** The query forced it (then the cookie should remember it). */
  forced: boolean;
  source: DeviceSource;
}

/** The device, in the spec's order, then what the browser says, then the spec's default. */
export function resolveDevice(sources: DeviceSources): ResolvedDevice {
  const forced = parseDevice(sources.query);
  if (forced) return { device: forced, forced: true, source: 'query' };
  const cookie = parseDevice(sources.cookie);
  if (cookie) return { device: cookie, forced: false, source: 'cookie' };
  const header = parseDevice(sources.header);
  if (header) return { device: header, forced: false, source: 'header' };
  const hinted = deviceFromMobileHint(sources.mobileHint);
  if (hinted) return { device: hinted, forced: false, source: 'hint' };
  const agent = deviceFromUserAgent(sources.userAgent);
  return { device: agent ?? DEFAULT_DEVICE, forced: false, source: agent ? 'agent' : 'default' };
}

/** The device for a viewport width (the client's resize watcher uses this). */
export function deviceForWidth(width: number): Device {
  if (width >= BREAKPOINTS.desktop) return 'desktop';
  if (width >= BREAKPOINTS.tablet) return 'tablet';
  return 'mobile';
}
