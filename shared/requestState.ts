/**
 * Per-request state the route middleware works out (spec 000 §2 "Route middleware", §3, §4) and
 * the render and the client see. Each middleware owns its part: featureFlags → flags,
 * ab → ab and adPluginDisabled, auth → auth and registered, device → device, jsDebug → debug.
 */

/** Spec 001 §5 / §9: device values are mobile, tablet or desktop; default mobile. */
export const DEVICES = ['mobile', 'tablet', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];
export const DEFAULT_DEVICE: Device = 'mobile';

/** Spec 000 §3 "Test state": id, version, bucket. */
export interface AbAssignment {
  id: string;
  version: string;
  bucket: string;
}

/** Spec 000 §3 "User" (from the identity provider). */
export interface AuthUser {
  sub: string;
  email?: { email: string };
  login_count?: number;
  /** The name the header shows (the provider's `name` claim); not in the spec's User. */
  name?: string;
  /** When the account was made (ISO 8601, the provider's `created_at`): "Member since" on the settings page. */
  created_at?: string;
}

/** Spec 000 §3 "Auth state": fetchComplete, loggedIn, profile, user. */
export interface AuthState {
  fetchComplete: boolean;
  loggedIn: boolean;
  profile: Record<string, unknown> | null;
  user: AuthUser | null;
}

export interface RequestState {
  flags: Readonly<Record<string, boolean>>;
  ab: readonly AbAssignment[];
  /** Spec 000 §4: bucket testA of the service-off test disables the ad plugin. */
  adPluginDisabled: boolean;
  device: Device;
  auth: AuthState;
  /** Spec 000 §6: a registered visitor (user or previous-login cookie); feeds ad targeting only. */
  registered: boolean;
  /** jsDebug query or cookie: show the debug toolbar. */
  debug: boolean;
  /** Spec 001 §2: query parameters prefixed adTargeting_ or ad, kept to override ad targeting. */
  adTargeting: Readonly<Record<string, string>>;
  /** What feature rules read of the request besides the page (server/features/requestFacts.ts). */
  facts: RequestFacts;
}

/**
 * Request facts feature rules read (001 §6), reduced so that the render-cache key stays small:
 * the bot and crawler tokens of the user agent (not the agent itself), the CDN state code, and
 * whether the reader is in health privacy mode (decision 071).
 */
export interface RequestFacts {
  agent: string;
  stateCode?: string;
  privacyMode: boolean;
}

export function initialRequestState(): RequestState {
  return {
    flags: {},
    ab: [],
    adPluginDisabled: false,
    device: DEFAULT_DEVICE,
    auth: { fetchComplete: false, loggedIn: false, profile: null, user: null },
    registered: false,
    debug: false,
    adTargeting: {},
    facts: { agent: '', privacyMode: false },
  };
}
