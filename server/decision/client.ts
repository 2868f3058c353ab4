/**
 * The decision service client (spec 001 §7, §8; decision 075): one POST per question with a
 * 5000 ms limit and an authorization header. It never throws: a failure, a bad answer or a
 * disabled service is the empty decision, and the site keeps its own order.
 */
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { DECISION_TIMEOUT_MS } from '../../shared/constants';
import { DECISION_PATH, EMPTY_DECISION, decisionRequestBody, decisionResponseSchema, type Decision, type DecisionInput } from '../../shared/decision/decision';

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

/** "instance-id": this process, for its whole life (renders are shared between readers). */
export const INSTANCE_ID = `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;

export function createDecisionClient(options: DecisionClientOptions): DecideFn {
  const { url, logger } = options;
  const doFetch = options.fetchImpl ?? fetch;
  const identity = { sessionId: INSTANCE_ID, tenantId: options.tenantId, writeKey: options.writeKey };
  return async (input) => {
    if (!url || input.options.length === 0) return EMPTY_DECISION;
    try {
      const res = await doFetch(`${url}${DECISION_PATH}`, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(options.timeoutMs ?? DECISION_TIMEOUT_MS),
        headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${options.token}` },
        body: JSON.stringify(decisionRequestBody(input, identity)),
      });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`decision service answered ${res.status}`);
      if (text.length > MAX_ANSWER_BYTES) throw new Error('decision answer too large');
      const parsed = decisionResponseSchema.safeParse(JSON.parse(text));
      if (!parsed.success) throw new Error('decision answer is not in the correct format');
      return { decision: parsed.data.options, decisionId: parsed.data.decisionId };
    } catch (error) {
      logger.warn('decision unavailable', { agent: input.agentName, err: error instanceof Error ? error.message : String(error) });
      return EMPTY_DECISION;
    }
  };
}
