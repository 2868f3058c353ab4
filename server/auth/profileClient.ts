/**
 * Spec 000 §7 "Profile read: GET configured profile URL, bearer token {token}; response read at a
 * configured scope key" and "Profile write: PUT configured profile URL, profile data". Server
 * side only: the bearer token never leaves Neutron.
 */
import { z } from 'zod';
import { profileSchema, type Profile } from '../../shared/auth/profile';
import type { AuthUser } from '../../shared/requestState';
import type { Brand } from '../../shared/routes/types';
import { tracedFetch } from '../ops/upstreamSpan';

const profileFetch = tracedFetch('profile');

/** 000 §7 "response read at a configured scope key" (decision 009: `profile`, i.e. `data.profile`). */
export const PROFILE_SCOPE_KEY = 'profile';
const MAX_PROFILE_RESPONSE_BYTES = 64 * 1024;

const envelope = z.object({ data: z.record(z.string(), z.unknown()) });

/**
 * Each call names the reader's site (000 §7 `/uds/{site}/…`): `roadshow` for a reader of the
 * automotive brand, else `cnet`. A configured URL names it with `{site}` (SITE_PLACEHOLDER).
 */
export interface ProfileClient {
  read(accessToken: string, site: Brand): Promise<Profile>;
  write(accessToken: string, profile: Profile, site: Brand): Promise<Profile>;
  /** 000 §7 Token call (POST /api/neutron/uds/{site}/user/token): the user the bearer token belongs to. */
  user(accessToken: string, site: Brand): Promise<AuthUser>;
  /** 000 §7 Comment login token (configured endpoint, bearer token): a short-lived token for the comments service. */
  commentToken(accessToken: string, site: Brand): Promise<CommentToken>;
}

/** Where a configured user-data URL names the site (as written, or as the URL parser escaped it). */
export const SITE_PLACEHOLDER = '{site}';
const forSite = (template: string, site: Brand) =>
  template.replaceAll(SITE_PLACEHOLDER, site).replaceAll(encodeURI(SITE_PLACEHOLDER), site);

/** The user-data service refused the bearer token (401): the session behind it can no longer act for the reader. */
export class BearerRefusedError extends Error {}

export interface CommentToken {
  token: string;
  /** Seconds. */
  expiresIn: number;
}

const commentTokenEnvelope = z.object({
  data: z.object({ token: z.string().min(1).max(512), expiresIn: z.number().int().positive().max(86_400) }),
});

const userEnvelope = z.object({
  data: z.object({
    user: z.object({
      sub: z.string().min(1).max(255),
      email: z.object({ email: z.string().max(254) }).optional(),
      login_count: z.number().int().min(0).optional(),
    }),
  }),
});

async function parse(res: Response): Promise<Profile> {
  const text = await res.text();
  if (text.length > MAX_PROFILE_RESPONSE_BYTES) throw new Error('profile response too large');
  const body = envelope.parse(JSON.parse(text));
  return profileSchema.parse(body.data[PROFILE_SCOPE_KEY]);
}

export function createProfileClient({
  url,
  tokenUrl,
  commentTokenUrl,
  timeoutMs,
}: {
  url: string;
  tokenUrl: string;
  commentTokenUrl: string;
  timeoutMs: number;
}): ProfileClient {
  async function call(method: 'GET' | 'PUT', accessToken: string, site: Brand, body?: Profile): Promise<Profile> {
    const res = await send('profile', forSite(url, site), method, accessToken, body);
    return parse(res);
  }
  async function send(
    what: string,
    target: string,
    method: 'GET' | 'PUT' | 'POST',
    accessToken: string,
    body?: Profile,
  ): Promise<Response> {
    const res = await profileFetch(target, {
      method,
      redirect: 'manual',
      headers: {
        authorization: `Bearer ${accessToken}`,
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) {
      await res.body?.cancel();
      throw new (res.status === 401 ? BearerRefusedError : Error)(`${what} ${method} answered ${res.status}`);
    }
    return res;
  }
  return {
    async user(accessToken, site) {
      const text = await (await send('token call', forSite(tokenUrl, site), 'POST', accessToken)).text();
      if (text.length > MAX_PROFILE_RESPONSE_BYTES) throw new Error('token call response too large');
      return userEnvelope.parse(JSON.parse(text)).data.user;
    },
    async commentToken(accessToken, site) {
      const text = await (await send('comment token', forSite(commentTokenUrl, site), 'POST', accessToken)).text();
      if (text.length > MAX_PROFILE_RESPONSE_BYTES) throw new Error('comment token response too large');
      return commentTokenEnvelope.parse(JSON.parse(text)).data;
    },
    read: (accessToken, site) => call('GET', accessToken, site),
    write: (accessToken, profile, site) => call('PUT', accessToken, site, profile),
  };
}
