import { calculateJwkThumbprint, exportJWK, generateKeyPair, type CryptoKey, type JSONWebKeySet, type JWK } from 'jose';

/** The one signature algorithm of the local identity provider (and the only one Neutron accepts). */
export const SIGNING_ALG = 'RS256';

export interface SigningKey {
  /** The key id: the RFC 7638 thumbprint of the public key. */
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** The public key as published in the JWKS. */
  publicJwk: JWK;
}

export interface IdentityKeys {
  /** Signs every real token; its public half is the whole JWKS. */
  current: SigningKey;
  /** Never published: signs the forged test tokens (docs/upstream-api.md "Identity"). */
  foreign: SigningKey;
}

async function createSigningKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALG);
  const jwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { kid, privateKey, publicKey, publicJwk: { ...jwk, kid, alg: SIGNING_ALG, use: 'sig' } };
}

/**
 * The provider's RS256 key pairs, generated once per upstream on first use: generation takes
 * about a tenth of a second, and most upstream apps made in tests never sign anything.
 */
export function lazyIdentityKeys(): () => Promise<IdentityKeys> {
  let pending: Promise<IdentityKeys> | undefined;
  return () => {
    pending ??= Promise.all([createSigningKey(), createSigningKey()]).then(([current, foreign]) => ({ current, foreign }));
    return pending;
  };
}

export function publicJwks(keys: IdentityKeys): JSONWebKeySet {
  return { keys: [keys.current.publicJwk] };
}
