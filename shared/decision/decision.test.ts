import { describe, expect, it } from 'vitest';
import { EMPTY_DECISION, decisionRequestBody, orderByDecision } from './decision';

const items = ['a', 'b', 'c', 'd'].map((id) => ({ id }));
const ids = (list: Array<{ id: string }>) => list.map((item) => item.id).join('');

describe('orderByDecision', () => {
  it.each([
    ['an empty decision keeps the order', [], 'abcd'],
    ['chosen ids first, in the decision order', ['c', 'a'], 'cabd'],
    ['a full order', ['d', 'c', 'b', 'a'], 'dcba'],
    ['ids the site did not offer are ignored', ['x', 'b', 'y'], 'bacd'],
    ['a repeated id counts once', ['b', 'b', 'a'], 'bacd'],
  ])('%s', (_name, decision, expected) => {
    expect(ids(orderByDecision(items, (item) => item.id, { decision, decisionId: decision.length ? 'd1' : '' }))).toBe(
      expected,
    );
  });

  it('is empty and has an empty decisionId when failed or disabled (001 §8)', () => {
    expect(EMPTY_DECISION).toEqual({ decision: [], decisionId: '' });
  });
});

describe('decisionRequestBody', () => {
  it('carries every field of 001 §7', () => {
    const body = decisionRequestBody(
      { agentName: 'seamless-candidates', isMobile: true, options: ['a', 'b'], listLength: 2 },
      { sessionId: 's', tenantId: 't', writeKey: 'w' },
    );
    expect(Object.keys(body).sort()).toEqual([
      'agentName',
      'context',
      'listLength',
      'options',
      'sessionId',
      'sessionIdType',
      'strategyConfig',
      'tenantId',
      'writeKey',
    ]);
    expect(body.context).toEqual({ is_mobile: true });
    expect(body.sessionIdType).toBe('instance-id');
    expect(Object.keys(body.strategyConfig).sort()).toEqual(['expiration', 'holdoutPercent', 'slotHoldout']);
  });
});
