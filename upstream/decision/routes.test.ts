import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { LOCAL_DECISION_TOKEN, registerDecisionRoutes } from './routes';

const app = new Hono();
registerDecisionRoutes(app as never);
const body = {
  agentName: 'related-links',
  context: { is_mobile: false },
  listLength: 3,
  options: ['a', 'b', 'c', 'd', 'e'],
  sessionId: 'instance-1',
  sessionIdType: 'instance-id',
  strategyConfig: { holdoutPercent: 0, expiration: 3600, slotHoldout: false },
  tenantId: 'cnet',
  writeKey: 'w',
};
const post = (payload: unknown, token = LOCAL_DECISION_TOKEN) =>
  app.request('/decision/v3/decision', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('local decision service', () => {
  it('answers listLength of the options, the same way every time, with a decisionId', async () => {
    const first = (await (await post(body)).json()) as { options: string[]; decisionId: string };
    const again = (await (await post(body)).json()) as { options: string[]; decisionId: string };
    expect(first.options).toHaveLength(3);
    expect(first.options.every((option) => body.options.includes(option))).toBe(true);
    expect(again).toEqual(first);
    expect(first.decisionId).toMatch(/^[0-9a-f]{24}$/);
  });

  it('keeps the sent order for a session in the holdout', async () => {
    const held = (await (
      await post({ ...body, strategyConfig: { ...body.strategyConfig, holdoutPercent: 100 } })
    ).json()) as { options: string[] };
    expect(held.options).toEqual(['a', 'b', 'c']);
  });

  it.each([
    ['not JSON', '{', 400],
    ['a missing field', { ...body, tenantId: undefined }, 400],
    ['another session id type', { ...body, sessionIdType: 'cookie' }, 400],
    ['no options', { ...body, options: [] }, 400],
  ])('refuses %s', async (_name, payload, status) => {
    expect((await post(payload)).status).toBe(status);
  });

  it('refuses a call without the token', async () => {
    expect((await post(body, 'wrong')).status).toBe(401);
  });
});
