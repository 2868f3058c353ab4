/**
 * The part of oidc-provider 9 (panva) that upstream/identity/ uses; the package ships no types.
 * Kept small on purpose: anything added here should be read from the package's own source.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string, claims: unknown, rejected: string[]): AccountClaims | Promise<AccountClaims>;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, string | undefined>;
    session?: { accountId?: string };
    returnTo: string;
  }

  export interface GrantInstance {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface AccessTokenInstance {
    accountId: string;
    clientId: string;
    scope?: string;
    isExpired: boolean;
  }

  export interface KoaContextLike {
    body: unknown;
    type: string;
    status: number;
    host: string;
    oidc: {
      client?: { clientId: string; clientName?: string };
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
      provider: Provider;
    };
  }

  export interface Configuration {
    [key: string]: unknown;
    findAccount?(ctx: KoaContextLike, sub: string): Promise<Account | undefined> | Account | undefined;
    loadExistingGrant?(ctx: KoaContextLike): Promise<GrantInstance | undefined>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    on(event: string, listener: (...args: unknown[]) => void): this;
    Grant: {
      new (properties: { clientId: string; accountId: string }): GrantInstance;
      find(id: string): Promise<GrantInstance | undefined>;
    };
    AccessToken: { find(token: string): Promise<AccessTokenInstance | undefined> } & {
      find(token: string, options: { ignoreExpiration?: boolean }): Promise<AccessTokenInstance | undefined>;
    };
  }
  export { Provider };
}
