/**
 * What the browser says about itself, for a first visit that has no device cookie and no CDN
 * device header (docs/decisions/117-device-on-a-first-visit.md): the `Sec-CH-UA-Mobile` client
 * hint when the browser sends it, else a small User-Agent classifier. Neither is in the spec;
 * both only choose between the spec's devices before its default applies.
 */
import type { Device } from '../requestState';

/** The client hint (RFC 8942, UA-CH): a structured-header boolean, `?1` on a phone, `?0` elsewhere. */
export const MOBILE_HINT_HEADER = 'sec-ch-ua-mobile';
/** How the hint is named in Accept-CH and Vary. */
export const MOBILE_HINT_NAME = 'Sec-CH-UA-Mobile';

/** `?1` → mobile, `?0` → desktop; anything else (absent, malformed) → undefined. */
export function deviceFromMobileHint(value: string | null | undefined): Device | undefined {
  const v = value?.trim();
  if (v === '?1') return 'mobile';
  if (v === '?0') return 'desktop';
  return undefined;
}

export type AgentKind = 'phone' | 'tablet' | 'desktop' | 'bot' | 'unknown';

/** Longer than any real browser's agent: not read (it is someone's junk, and regexes cost per byte). */
const MAX_AGENT = 512;
const BOT = /bot\b|crawl|spider|slurp|mediapartners|facebookexternalhit|curl\/|wget\/|python-|go-http-client/i;
/** Tablets first: an Android tablet's agent lacks "Mobile"; iPad before the iPhone-like tokens. */
const TABLET = /ipad|tablet|kindle|silk\/|playbook|(android(?!.*mobile))/i;
const PHONE = /iphone|ipod|android.*mobile|windows phone|iemobile|blackberry|bb10|opera mini|mobile safari|\bmobile\b/i;
const DESKTOP = /windows nt|macintosh|mac os x|x11|cros|linux x86_64/i;

/**
 * A User-Agent's kind. A crawler that names a device (Googlebot's smartphone agent says Android
 * and Mobile) is that device; one that names none is a bot. iPadOS Safari says Macintosh by
 * default: it is taken for a desktop (its width then corrects the cookie on the client).
 */
export function classifyUserAgent(agent: string | null | undefined): AgentKind {
  if (!agent || agent.length > MAX_AGENT) return 'unknown';
  if (TABLET.test(agent)) return 'tablet';
  if (PHONE.test(agent)) return 'phone';
  if (DESKTOP.test(agent)) return 'desktop';
  if (BOT.test(agent)) return 'bot';
  return 'unknown';
}

/** The device a User-Agent names; undefined for a bot or an agent it cannot place (the spec's default then). */
export function deviceFromUserAgent(agent: string | null | undefined): Device | undefined {
  switch (classifyUserAgent(agent)) {
    case 'phone':
      return 'mobile';
    case 'tablet':
      return 'tablet';
    case 'desktop':
      return 'desktop';
    case 'bot':
    case 'unknown':
      return undefined;
  }
}
