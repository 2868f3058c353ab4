import { exportJWK, generateKeyPair, type JWK } from 'jose';
import Provider, { type Configuration, type KoaContextLike } from 'oidc-provider';
import { AUTH_MAX_AGE_SECONDS } from '../../shared/authConstants';
import type { AccountStore } from './accounts';
import { logoutPage, postLogoutPage, providerErrorPage } from './pages';

/** Where the provider is mounted on the upstream; its issuer is `{origin}{IDENTITY_MOUNT}`. */
export const IDENTITY_MOUNT = '/oidc';
/** The hosted login page of one authorization request (ours, not oidc-provider's dev pages). */
export const INTERACTION_PREFIX = `${IDENTITY_MOUNT}/interaction`;

/** Neutron's registration with the local provider (docs/upstream-api.md "Identity"). */
export const LOCAL_CLIENT_ID = 'neutron';
export const LOCAL_CLIENT_SECRET = 'neutron-local-client-secret';
export const CALLBACK_PATH = '/signin/callback/';
/** Scopes the provider knows; Neutron asks for all of them. */
export const SCOPES = ['openid', 'email', 'profile', 'offline_access'] as const;

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

/** Signing key of the ID tokens, generated per upstream process (published at the JWKS endpoint). */
async function signingKeys(): Promise<{ keys: JWK[] }> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig' }] };
}

export interface ProviderOptions {
  issuer: string;
  accounts: AccountStore;
  /** Cookie signing keys of the provider (its own sessions and interactions). */
  cookieKeys: string[];
}

/**
 * The local OpenID Connect provider (oidc-provider 9): discovery, JWKS, authorization endpoint
 * with our hosted login page as its interaction, token endpoint (authorization code with PKCE
 * S256 only, refresh tokens), userinfo, revocation and RP-initiated logout. One first-party
 * client, Neutron, registered as a loopback client so the test stack's free ports are accepted
 * (RFC 8252 §7.3); decision 040.
 */
export async function createIdentityProvider({ issuer, accounts, cookieKeys }: ProviderOptions): Promise<Provider> {
  const configuration: Configuration = {
    clients: [
      {
        client_id: LOCAL_CLIENT_ID,
        client_secret: LOCAL_CLIENT_SECRET,
        client_name: 'CNET',
        application_type: 'native',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        redirect_uris: [`http://127.0.0.1${CALLBACK_PATH}`, `http://localhost${CALLBACK_PATH}`],
        post_logout_redirect_uris: ['http://127.0.0.1/', 'http://localhost/'],
      },
    ],
    jwks: await signingKeys(),
    cookies: { keys: cookieKeys },
    scopes: [...SCOPES],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'login_count', 'created_at'] },
    pkce: { required: () => true },
    // Auth0-style hints the hosted page reads: open on the join form, or a social connection.
    extraParams: ['screen_hint', 'connection'],
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextLike, form: string) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: async (ctx: KoaContextLike) => {
          ctx.type = 'html';
          ctx.body = postLogoutPage();
        },
      },
    },
    renderError: async (ctx: KoaContextLike, out: Record<string, string>) => {
      ctx.type = 'html';
      ctx.body = providerErrorPage(out);
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `${INTERACTION_PREFIX}/${interaction.uid}` },
    // First-party client: refresh tokens without the offline_access consent dance.
    // A confidential client's refresh token is not rotated: parallel page requests may refresh at once.
    rotateRefreshToken: () => false,
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    ttl: {
      AccessToken: AUTH_MAX_AGE_SECONDS,
      AuthorizationCode: MINUTE,
      IdToken: AUTH_MAX_AGE_SECONDS,
      RefreshToken: 14 * DAY,
      Interaction: 10 * MINUTE,
      Session: 14 * DAY,
      Grant: 14 * DAY,
    },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: account.sub,
        claims: () => ({
          sub: account.sub,
          email: account.email,
          email_verified: true,
          name: account.displayName,
          login_count: account.login_count,
          created_at: account.created_at,
        }),
      };
    },
    // Neutron is first-party: the reader is never asked to consent; the grant covers every scope.
    async loadExistingGrant(ctx) {
      const { client, session, result, provider } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await provider.Grant.find(grantId) : undefined;
      if (existing) return existing;
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(SCOPES.join(' '));
      await grant.save();
      return grant;
    },
  };
  return new Provider(issuer, configuration);
}
