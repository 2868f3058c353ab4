/**
 * Limits on what readers can make Neutron do with POSTs (decision 052): every POST (forms,
 * sign-out, settings) and every call to the user-data relay, whatever its method, spends one
 * token of its client's budget (POSTS_PER_MINUTE); past it, 429 with Retry-After before the body
 * is read or anything is asked upstream. The relay spends its own token (`spend`) so that its 429
 * is JSON like its other answers (decision 057). Email forwards have a stricter quota of their own, per sender and per
 * recipient, so the site cannot be used to mail strangers. Every POST is counted in /metrics.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, AppContext } from './appEnv';
import { createRateLimiter, type RateDecision } from '../reliability/rateLimiter';
import type { ProxyTrust } from './forwarded';
import type { Registry } from '../ops/metrics';
import { USER_API_PREFIX } from '../userApi';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
export const TOO_MANY_POSTS = 'Too many requests: please wait a moment and try again.';

export interface PostGuardOptions {
  postsPerMinute: number;
  emailForwardsPerHour: number;
  /** Who the client is behind trusted proxies (decision 104). */
  proxies: ProxyTrust;
  registry?: Registry;
}

export interface PostGuard {
  /** Hono middleware: the per-client POST budget (the user-data relay spends its own). */
  middleware: MiddlewareHandler<AppEnv>;
  /** Spends one token of this request's client's budget; a refusal is counted. */
  spend(c: AppContext): RateDecision;
  /** The email-forward quota for this request's client and this recipient. */
  allowForward(c: AppContext, recipient: string): RateDecision;
  /** Counts a form post's outcome (accepted, invalid, forbidden, limited, failed). */
  countForm(form: string, outcome: FormOutcome): void;
}

export type FormOutcome = 'accepted' | 'invalid' | 'forbidden' | 'limited' | 'failed';

/** A 429 with Retry-After, never cached. */
export function tooManyRequests(c: AppContext, retryAfterSeconds: number): Response {
  return c.text(TOO_MANY_POSTS, 429, { 'retry-after': String(retryAfterSeconds), 'cache-control': 'no-store' });
}

export function createPostGuard(options: PostGuardOptions): PostGuard {
  const posts = createRateLimiter({ limit: options.postsPerMinute, windowMs: 60_000 });
  const bySender = createRateLimiter({ limit: options.emailForwardsPerHour, windowMs: HOUR_MS });
  const byRecipient = createRateLimiter({ limit: options.emailForwardsPerHour, windowMs: DAY_MS });
  const limited = options.registry?.counter({
    name: 'neutron_rate_limited_total',
    help: 'Requests refused 429 by a per-client limit (posts, email_forward).',
    labelNames: ['limit'],
  });
  const forms = options.registry?.counter({
    name: 'neutron_form_posts_total',
    help: 'Form posts by form and outcome (accepted, invalid, forbidden, limited, failed).',
    labelNames: ['form', 'outcome'],
  });
  const clientOf = (c: AppContext) =>
    options.proxies.client(c.env.incoming.socket.remoteAddress, c.req.header('x-forwarded-for'));

  const spend = (c: AppContext): RateDecision => {
    const decision = posts.take(clientOf(c));
    if (!decision.allowed) limited?.labels('posts').inc();
    return decision;
  };

  return {
    async middleware(c, next) {
      if (c.req.method !== 'POST' || c.req.path.startsWith(USER_API_PREFIX)) return next();
      const decision = spend(c);
      if (decision.allowed) return next();
      c.set('routeName', 'rate-limited');
      return tooManyRequests(c, decision.retryAfterSeconds);
    },
    spend,
    allowForward(c, recipient) {
      const sender = bySender.take(clientOf(c));
      const decision = sender.allowed ? byRecipient.take(recipient.trim().toLowerCase()) : sender;
      if (!decision.allowed) limited?.labels('email_forward').inc();
      return decision;
    },
    countForm(form, outcome) {
      forms?.labels(form, outcome).inc();
    },
  };
}
