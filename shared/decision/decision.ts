/**
 * The decision service (spec 001 §7 "Decision: POST {decision service}/v3/decision with
 * agentName, context.is_mobile, listLength, options, sessionId, sessionIdType (instance-id),
 * strategyConfig (holdoutPercent, expiration, slotHoldout), tenantId, writeKey. 5 s timeout;
 * carries an authorization header. Response: options and decisionId"; §8 "Decision failure or
 * disabled service: empty decision and empty decisionId"). Values the spec does not show are
 * ours: docs/decisions/075-decision-service.md.
 */
import { z } from 'zod';

/** 001 §7: the call's path under the configured service URL. */
export const DECISION_PATH = '/v3/decision';
/** 001 §7 sessionIdType. */
export const SESSION_ID_TYPE = 'instance-id';

/** strategyConfig (values not shown in the spec; decision 075). */
export const STRATEGY_CONFIG = Object.freeze({ holdoutPercent: 10, expiration: 3600, slotHoldout: false });

/** The places the site asks for a decision: each is an agent of the service (decision 075). */
export const DECISION_AGENTS = { seamless: 'seamless-candidates' } as const;
export type DecisionAgent = (typeof DECISION_AGENTS)[keyof typeof DECISION_AGENTS];

/** Most options one request carries (a bound on what we send and accept). */
export const MAX_DECISION_OPTIONS = 50;

export interface DecisionInput {
  agentName: DecisionAgent;
  isMobile: boolean;
  /** Candidate ids, in the site's own order. */
  options: readonly string[];
  listLength: number;
}

export interface DecisionRequestBody {
  agentName: string;
  context: { is_mobile: boolean };
  listLength: number;
  options: string[];
  sessionId: string;
  sessionIdType: typeof SESSION_ID_TYPE;
  strategyConfig: typeof STRATEGY_CONFIG;
  tenantId: string;
  writeKey: string;
}

export function decisionRequestBody(
  input: DecisionInput,
  identity: { sessionId: string; tenantId: string; writeKey: string },
): DecisionRequestBody {
  return {
    agentName: input.agentName,
    context: { is_mobile: input.isMobile },
    listLength: input.listLength,
    options: input.options.slice(0, MAX_DECISION_OPTIONS),
    sessionId: identity.sessionId,
    sessionIdType: SESSION_ID_TYPE,
    strategyConfig: STRATEGY_CONFIG,
    tenantId: identity.tenantId,
    writeKey: identity.writeKey,
  };
}

/** The answer: the chosen options in order, and the id of the decision. */
export const decisionResponseSchema = z.object({
  options: z.array(z.string().max(200)).max(MAX_DECISION_OPTIONS),
  decisionId: z.string().max(200),
});

export interface Decision {
  /** Chosen option ids in order; empty when the service failed or is disabled. */
  decision: readonly string[];
  /** Empty when the service failed or is disabled. */
  decisionId: string;
}

/** 001 §8: "Decision failure or disabled service: empty decision and empty decisionId". */
export const EMPTY_DECISION: Decision = Object.freeze({
  decision: Object.freeze([]) as readonly string[],
  decisionId: '',
});

/**
 * `items` in the decision's order: the chosen ones first (ids the site did not offer are
 * ignored), then the rest in their own order. An empty decision leaves `items` as they are, so
 * the page is the same when the service is down.
 */
export function orderByDecision<T>(items: readonly T[], idOf: (item: T) => string, decision: Decision): T[] {
  if (decision.decision.length === 0) return [...items];
  const rank = new Map<string, number>();
  decision.decision.forEach((id, index) => {
    if (!rank.has(id)) rank.set(id, index);
  });
  const chosen = items
    .filter((item) => rank.has(idOf(item)))
    .sort((a, b) => (rank.get(idOf(a)) ?? 0) - (rank.get(idOf(b)) ?? 0));
  return [...chosen, ...items.filter((item) => !rank.has(idOf(item)))];
}
