import { jwtVerify, SignJWT } from 'jose';
import { AUTH_MAX_AGE_SECONDS } from '../../shared/authConstants';
import { SIGNING_ALG, type IdentityKeys, type SigningKey } from './keys';
import type { Reader } from './readers';

/** Who issues the local tokens and for whom (Neutron's IDENTITY_ISSUER / IDENTITY_AUDIENCE defaults). */
export const LOCAL_IDENTITY_ISSUER = 'https://identity.neutron.test/';
export const LOCAL_IDENTITY_AUDIENCE = 'neutron';
/** Access tokens live as long as the spec's auth maxAge (000 §9). */
export const ACCESS_TOKEN_TTL_SECONDS = AUTH_MAX_AGE_SECONDS;
export const ACCESS_TOKEN_TYPE = 'at+jwt';
export const ACCESS_TOKEN_SCOPE = 'openid profile email';

/**
 * What the token endpoint can mint. Only `valid` is a real session; the others exist so tests
 * can show that Neutron turns them away: already expired, signed by a key the JWKS does not
 * hold (same `kid`), or issued by / for someone else.
 */
export const TOKEN_VARIANTS = ['valid', 'expired', 'foreign-key', 'wrong-issuer', 'wrong-audience'] as const;
export type TokenVariant = (typeof TOKEN_VARIANTS)[number];

interface TokenSpec {
  key: SigningKey;
  kid: string;
  claims: Record<string, unknown>;
  subject: string;
  issuer: string;
  audience: string;
  issuedAt: number;
  expiresAt: number;
  type: string;
}

function sign(spec: TokenSpec): Promise<string> {
  return new SignJWT(spec.claims)
    .setProtectedHeader({ alg: SIGNING_ALG, kid: spec.kid, typ: spec.type })
    .setSubject(spec.subject)
    .setIssuer(spec.issuer)
    .setAudience(spec.audience)
    .setIssuedAt(spec.issuedAt)
    .setExpirationTime(spec.expiresAt)
    .setJti(crypto.randomUUID())
    .sign(spec.key.privateKey);
}

/** An access token for a reader: sub, email and login_count (spec 000 §3 "User") as claims. */
export function issueAccessToken(keys: IdentityKeys, reader: Reader, variant: TokenVariant, nowSeconds: number): Promise<string> {
  const expired = variant === 'expired';
  const issuedAt = expired ? nowSeconds - 2 * ACCESS_TOKEN_TTL_SECONDS : nowSeconds;
  return sign({
    key: variant === 'foreign-key' ? keys.foreign : keys.current,
    kid: keys.current.kid,
    claims: { email: reader.email, login_count: reader.login_count, scope: ACCESS_TOKEN_SCOPE },
    subject: reader.sub,
    issuer: variant === 'wrong-issuer' ? 'https://identity.elsewhere.test/' : LOCAL_IDENTITY_ISSUER,
    audience: variant === 'wrong-audience' ? 'someone-else' : LOCAL_IDENTITY_AUDIENCE,
    issuedAt,
    expiresAt: issuedAt + ACCESS_TOKEN_TTL_SECONDS,
    type: ACCESS_TOKEN_TYPE,
  });
}

/** The user-data service's own token for one site (the spec's Token call, 000 §7). */
export function userDataAudience(site: string): string {
  return `uds:${site}`;
}

export function issueUserDataToken(keys: IdentityKeys, reader: Reader, site: string, nowSeconds: number): Promise<string> {
  return sign({
    key: keys.current,
    kid: keys.current.kid,
    claims: {},
    subject: reader.sub,
    issuer: LOCAL_IDENTITY_ISSUER,
    audience: userDataAudience(site),
    issuedAt: nowSeconds,
    expiresAt: nowSeconds + ACCESS_TOKEN_TTL_SECONDS,
    type: 'JWT',
  });
}

/** The `sub` of a valid access token of this provider, or undefined for anything else. */
export async function subjectOf(keys: IdentityKeys, token: string): Promise<string | undefined> {
  try {
    const { payload } = await jwtVerify(token, keys.current.publicKey, {
      algorithms: [SIGNING_ALG],
      issuer: LOCAL_IDENTITY_ISSUER,
      audience: LOCAL_IDENTITY_AUDIENCE,
      typ: ACCESS_TOKEN_TYPE,
      requiredClaims: ['sub', 'exp'],
    });
    return payload.sub;
  } catch {
    return undefined;
  }
}
