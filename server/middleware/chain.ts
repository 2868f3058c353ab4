/**
 * Runs a route's middleware list in order. Route meta names the steps; a name with no
 * implementation is a configuration error of that route: 500 'Unknown middleware {name}'.
 */
import { createAbMiddleware } from './ab';
import { createAuthMiddleware } from './auth';
import { brand } from './brand';
import { createCacheMiddleware } from './cache';
import { featureFlags } from './featureFlags';
import { nuxti18n } from './nuxti18n';
import { transaction } from './transaction';
import { createVanityMiddleware } from './vanity';
import { endSpan, inSpan, startSpan } from '../ops/tracing';
import type { AbDefinitions } from '../ab/definitions';
import type { SessionManager } from '../auth/sessions';
import type { VanityDeps } from './vanity';
import type { MiddlewareOutcome, PageContext, RouteMiddleware } from './types';

export class UnknownMiddlewareError extends Error {
  override readonly name = 'UnknownMiddlewareError';
  readonly status = 500;
  constructor(middleware: string) {
    super(`Unknown middleware ${middleware}`);
  }
}

/** What the route middleware steps need from the process. */
export interface MiddlewareDeps {
  defaultMaxAge: number;
  sessions: SessionManager;
  vanity: VanityDeps;
  abDefinitions: AbDefinitions;
}

export function createMiddlewareRegistry(deps: MiddlewareDeps): ReadonlyMap<string, RouteMiddleware> {
  return new Map<string, RouteMiddleware>([
    ['brand', brand],
    ['nuxti18n', nuxti18n],
    ['featureFlags', featureFlags],
    ['ab', createAbMiddleware({ definitions: deps.abDefinitions })],
    ['auth', createAuthMiddleware({ sessions: deps.sessions })],
    ['cache', createCacheMiddleware(deps)],
    ['transaction', transaction],
    ['vanity', createVanityMiddleware(deps.vanity)],
  ]);
}

export async function runMiddleware(
  registry: ReadonlyMap<string, RouteMiddleware>,
  ctx: PageContext,
): Promise<MiddlewareOutcome | void> {
  for (const name of ctx.match.meta.middleware) {
    const step = registry.get(name);
    if (!step) throw new UnknownMiddlewareError(name);
    const started = performance.now();
    // One span per step (decision 087): the upstream calls a step makes are its children.
    const span = startSpan(`middleware ${name}`);
    let outcome: MiddlewareOutcome | void;
    try {
      // Most steps are synchronous: awaiting only a promise saves each of them two promises and a
      // microtask turn (every promise also pays the AsyncLocalStorage hooks; decision 026).
      const result = inSpan(span, () => step(ctx));
      outcome = isPromise(result) ? await result : result;
    } catch (error) {
      endSpan(span, error);
      throw error;
    }
    endSpan(span);
    ctx.middlewareTimings.push({ name, ms: performance.now() - started });
    if (outcome) return outcome;
  }
}

const isPromise = <T>(value: T | Promise<T>): value is Promise<T> => value instanceof Promise;
