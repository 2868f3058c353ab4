/**
 * The decision service client (spec 001 §7, §8; decision 075): one POST per question with a
 * 5000 ms limit and an authorization header. It never throws: a failure, a bad answer or a
 * disabled service is the empty decision, and the site keeps its own order.
 */
import { hostname } from 'node:os';
import { LRUCache } from 'lru-cache';
import { tracedFetch } from '../ops/upstreamSpan';
import { DECISION_TIMEOUT_MS } from '../../shared/constants';
import {
  DECISION_PATH,
  EMPTY_DECISION,
  STRATEGY_CONFIG,
  decisionRequestBody,
  decisionResponseSchema,
  type Decision,
  type DecisionInput,
} from '../../shared/decision/decision';

export interface DecisionClientOptions {
  /** Base URL of the service; undefined when the service is disabled. */
  url: string | undefined;
  token: string;
  tenantId: string;
  writeKey: string;
  timeoutMs?: number;
  logger: { warn(message: string, fields?: Record<string, unknown>): void };
  fetchImpl?: typeof fetch;
}

export type DecideFn = (input: DecisionInput) => Promise<Decision>;

/** Largest answer read, bytes. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * "instance-id": the machine or container the site runs on (renders are shared between readers,
 * so there is no reader session to send). Every process of one instance gets the same decisions.
 */
export const INSTANCE_ID = hostname();
/** A decision is reused for this long (the strategy's expiration, at most 5 minutes); a failure for 10 s. */
export const DECISION_CACHE_MS = Math.min(STRATEGY_CONFIG.expiration * 1000, 300_000);
export const DECISION_FAILURE_CACHE_MS = 10_000;

export function createDecisionClient(options: DecisionClientOptions): DecideFn {
  const { url, logger } = options;
  const doFetch = tracedFetch('decision', options.fetchImpl);
  const identity = { sessionId: INSTANCE_ID, tenantId: options.tenantId, writeKey: options.writeKey };
  // The same question gets the same answer for a while: one call per list, not one per render.
  const cache = new LRUCache<string, Promise<Decision>>({ max: 2000, ttl: DECISION_CACHE_MS });
  return (input) => {
    if (!url || input.options.length === 0) return Promise.resolve(EMPTY_DECISION);
    const key = `${input.agentName}|${input.isMobile}|${input.listLength}|${input.options.join(',')}`;
    let answer = cache.get(key);
    if (!answer) {
      answer = ask(input);
      cache.set(key, answer);
      void answer.then((decision) => {
        if (decision === EMPTY_DECISION) cache.set(key, answer!, { ttl: DECISION_FAILURE_CACHE_MS });
      });
    }
    return answer;
  };

  async function ask(input: DecisionInput): Promise<Decision> {
    try {
      const res = await doFetch(`${url}${DECISION_PATH}`, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(options.timeoutMs ?? DECISION_TIMEOUT_MS),
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: `Bearer ${options.token}`,
        },
        body: JSON.stringify(decisionRequestBody(input, identity)),
      });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`decision service answered ${res.status}`);
      if (text.length > MAX_ANSWER_BYTES) throw new Error('decision answer too large');
      const parsed = decisionResponseSchema.safeParse(JSON.parse(text));
      if (!parsed.success) throw new Error('decision answer is not in the correct format');
      return { decision: parsed.data.options, decisionId: parsed.data.decisionId };
    } catch (error) {
      logger.warn('decision unavailable', {
        agent: input.agentName,
        err: error instanceof Error ? error.message : String(error),
      });
      return EMPTY_DECISION;
    }
  }
}
