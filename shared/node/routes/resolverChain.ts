/**
 * Chained route-name resolvers (spec 001 §2: "Route names are resolved per locale by chained
 * resolvers, run until the route name stops changing. Registering the same resolver twice is
 * rejected."). A resolver maps a selection to a more specific one, or returns it unchanged.
 */
import type { Params } from '../../routes/pattern';

export interface RouteSelection {
  /** Base route name, without the locale suffix. */
  name: string;
  params: Params;
}

export interface RouteNameResolver<Facts> {
  /** Unique within a chain. */
  id: string;
  resolve(selection: RouteSelection, facts: Facts): RouteSelection;
}

/** A chain whose resolvers keep renaming each other stops after this many passes. */
export const MAX_RESOLVER_PASSES = 10;

export class DuplicateResolverError extends Error {
  override readonly name = 'DuplicateResolverError';
  constructor(id: string) {
    super(`Route name resolver ${id} is already registered`);
  }
}

export interface ResolverChain<Facts> {
  register(resolver: RouteNameResolver<Facts>): void;
  resolve(start: RouteSelection, facts: Facts): RouteSelection;
}

export function createResolverChain<Facts>(): ResolverChain<Facts> {
  const resolvers: RouteNameResolver<Facts>[] = [];
  return {
    register(resolver) {
      if (resolvers.some((known) => known === resolver || known.id === resolver.id))
        throw new DuplicateResolverError(resolver.id);
      resolvers.push(resolver);
    },
    resolve(start, facts) {
      let current = start;
      for (let pass = 0; pass < MAX_RESOLVER_PASSES; pass++) {
        const before = current.name;
        for (const resolver of resolvers) current = resolver.resolve(current, facts);
        if (current.name === before) return current;
      }
      return current;
    },
  };
}
