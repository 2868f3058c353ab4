/**
 * Neutron as the relying party of the identity provider (openid-client 6): discovery (cached,
 * retried after a pause when the provider is down), the authorization URL with PKCE S256, state
 * and nonce, the code exchange, refresh, userinfo, revocation, the end-session URL and the
 * password-reset call (spec 000 §7). Every call has a time limit; none follows redirects.
 */
import * as oidc from 'openid-client';
import type { Logger } from '../ops/logger';
import { tracedFetch } from '../ops/upstreamSpan';

const identityFetch = tracedFetch('identity');

export interface IdentityClientOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  logger?: Logger;
}

/** The provider could not be reached or answered nonsense: the reader is told, nothing else breaks. */
export class IdentityUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'IdentityUnavailableError';
  }
}

export interface SignInRequest {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface TokenSet {
  accessToken: string;
  refreshToken?: string;
  idToken?: string;
  /** Seconds since the epoch when the access token expires. */
  expiresAt: number;
  /** Claims of the verified ID token (code exchange only). */
  claims?: Record<string, unknown>;
}

/** After a failed discovery, callers within this many ms are answered at once. */
export const DISCOVERY_RETRY_MS = 5_000;
/** A discovery result is reused this long; then the next caller fetches it again. */
export const DISCOVERY_TTL_MS = 10 * 60_000;
/** Where the provider takes password-reset requests, under its issuer (spec 000 §7 "change-password path"). */
export const CHANGE_PASSWORD_PATH = '/dbconnections/change_password';
/** The connection of email-and-password accounts. */
export const PASSWORD_CONNECTION = 'Username-Password-Authentication';

const isLoopbackHttp = (url: URL) =>
  url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/** An OAuth error answer of the provider (invalid_grant...) as opposed to it being unreachable. */
export function isRefusal(error: unknown): boolean {
  return error instanceof oidc.ResponseBodyError || error instanceof oidc.AuthorizationResponseError;
}

export interface IdentityClient {
  /** Starts a sign-in: where to send the browser and what to remember until it returns. */
  startSignIn(redirectUri: string, extra?: Record<string, string>): Promise<SignInRequest>;
  /** Exchanges the code of the callback URL; throws on a bad state, a reused code, a bad ID token. */
  finishSignIn(callbackUrl: URL, checks: { state: string; nonce: string; codeVerifier: string }): Promise<TokenSet>;
  refresh(refreshToken: string): Promise<TokenSet>;
  userinfo(accessToken: string, sub: string): Promise<Record<string, unknown>>;
  revoke(token: string): Promise<void>;
  endSessionUrl(idToken: string | undefined, postLogoutRedirectUri: string): Promise<URL>;
  resetPassword(email: string): Promise<void>;
}

export function createIdentityClient(options: IdentityClientOptions): IdentityClient {
  const issuer = new URL(options.issuer);
  const insecure = isLoopbackHttp(issuer);
  let cached: { config: oidc.Configuration; at: number } | undefined;
  let failedAt = -Infinity;
  let pending: Promise<oidc.Configuration> | undefined;

  async function discover(): Promise<oidc.Configuration> {
    const config = await oidc.discovery(
      issuer,
      options.clientId,
      undefined,
      oidc.ClientSecretBasic(options.clientSecret),
      {
        timeout: options.timeoutMs / 1000,
        execute: insecure ? [oidc.allowInsecureRequests] : [],
        // Every call openid-client makes (discovery, token, userinfo, revocation, JWKS) is traced (decision 087).
        [oidc.customFetch]: (url, init) => identityFetch(url, init as RequestInit),
      },
    );
    config.timeout = options.timeoutMs / 1000;
    return config;
  }

  async function configuration(): Promise<oidc.Configuration> {
    const now = Date.now();
    if (cached && now - cached.at < DISCOVERY_TTL_MS) return cached.config;
    if (now - failedAt < DISCOVERY_RETRY_MS && !cached)
      throw new IdentityUnavailableError('identity provider unavailable (recent discovery failure)');
    pending ??= discover()
      .then((config) => {
        cached = { config, at: Date.now() };
        return config;
      })
      .catch((error: unknown) => {
        failedAt = Date.now();
        options.logger?.warn('identity discovery failed', {
          err: error instanceof Error ? error.message : String(error),
        });
        // A stale configuration is better than none: endpoints rarely move.
        if (cached) return cached.config;
        throw new IdentityUnavailableError('identity provider unavailable', { cause: error });
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  }

  /** Network failures and 5xx become IdentityUnavailableError; OAuth refusals pass through. */
  async function call<T>(what: string, run: (config: oidc.Configuration) => Promise<T>): Promise<T> {
    const config = await configuration();
    try {
      return await run(config);
    } catch (error) {
      if (isRefusal(error) || error instanceof oidc.ClientError) throw error;
      throw new IdentityUnavailableError(`identity ${what} failed`, { cause: error });
    }
  }

  const tokenSet = (response: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers): TokenSet => ({
    accessToken: response.access_token,
    refreshToken: response.refresh_token,
    idToken: response.id_token,
    expiresAt: Math.floor(Date.now() / 1000) + (response.expiresIn() ?? 0),
    claims: response.claims() as Record<string, unknown> | undefined,
  });

  return {
    async startSignIn(redirectUri, extra = {}) {
      const config = await configuration();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile offline_access',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        ...extra,
      });
      return { url, state, nonce, codeVerifier };
    },
    finishSignIn(callbackUrl, checks) {
      return call('code exchange', async (config) =>
        tokenSet(
          await oidc.authorizationCodeGrant(config, callbackUrl, {
            expectedState: checks.state,
            expectedNonce: checks.nonce,
            pkceCodeVerifier: checks.codeVerifier,
            idTokenExpected: true,
          }),
        ),
      );
    },
    refresh(refreshToken) {
      return call('refresh', async (config) => tokenSet(await oidc.refreshTokenGrant(config, refreshToken)));
    },
    userinfo(accessToken, sub) {
      return call(
        'userinfo',
        async (config) => (await oidc.fetchUserInfo(config, accessToken, sub)) as Record<string, unknown>,
      );
    },
    revoke(token) {
      return call('revocation', (config) => oidc.tokenRevocation(config, token));
    },
    async endSessionUrl(idToken, postLogoutRedirectUri) {
      const config = await configuration();
      const parameters: Record<string, string> = {
        post_logout_redirect_uri: postLogoutRedirectUri,
        client_id: options.clientId,
      };
      if (idToken) parameters.id_token_hint = idToken;
      return oidc.buildEndSessionUrl(config, parameters);
    },
    async resetPassword(email) {
      const url = `${issuer.href.replace(/\/+$/, '')}${CHANGE_PASSWORD_PATH}`;
      let res: Response;
      try {
        res = await identityFetch(url, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ client_id: options.clientId, email, connection: PASSWORD_CONNECTION }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        throw new IdentityUnavailableError('password reset failed', { cause: error });
      }
      await res.body?.cancel();
      if (!res.ok) throw new IdentityUnavailableError(`password reset answered ${res.status}`);
    },
  };
}
