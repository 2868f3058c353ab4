import { describe, expect, it } from 'vitest';
import { DuplicateResolverError, MAX_RESOLVER_PASSES, createResolverChain } from './resolverChain';
import type { RouteNameResolver } from './resolverChain';

const renaming = (id: string, from: string, to: string): RouteNameResolver<unknown> => ({
  id,
  resolve: (selection) => (selection.name === from ? { ...selection, name: to } : selection),
});

describe('route name resolver chain (001 §2)', () => {
  it('runs until the route name stops changing, whatever the registration order', () => {
    const chain = createResolverChain<unknown>();
    chain.register(renaming('b-to-c', 'b', 'c'));
    chain.register(renaming('c-to-d', 'c', 'd'));
    chain.register(renaming('a-to-b', 'a', 'b'));
    expect(chain.resolve({ name: 'a', params: { slug: 's' } }, null)).toEqual({ name: 'd', params: { slug: 's' } });
    expect(chain.resolve({ name: 'x', params: {} }, null)).toEqual({ name: 'x', params: {} });
  });

  it('rejects registering the same resolver twice, or another with the same id', () => {
    const chain = createResolverChain<unknown>();
    const resolver = renaming('once', 'a', 'b');
    chain.register(resolver);
    expect(() => chain.register(resolver)).toThrow(DuplicateResolverError);
    expect(() => chain.register(renaming('once', 'x', 'y'))).toThrow('Route name resolver once is already registered');
  });

  it('stops a chain that never settles', () => {
    const chain = createResolverChain<unknown>();
    let calls = 0;
    chain.register({ id: 'flip', resolve: (s) => (calls++, { ...s, name: s.name === 'a' ? 'b' : 'a' }) });
    expect(['a', 'b']).toContain(chain.resolve({ name: 'a', params: {} }, null).name);
    expect(calls).toBe(MAX_RESOLVER_PASSES);
  });
});
