import { describe, expect, it } from 'vitest';
import { initialRequestState } from '../../requestState';
import { pageRuleInput, type RuleContent } from './pageRuleInput';

const request = (url: string) => ({ url, match: null, state: initialRequestState(), now: 0 });

describe('the rule input of a page', () => {
  it('lists the topics, their parents and the section, and the same list again for the same content', () => {
    const content: RuleContent = {
      id: 'a1',
      topics: [{ slug: 'vpn', topicPath: [{ slug: 'security' }, { slug: null }] }, { slug: null }],
      section: 'tech',
    };
    const first = pageRuleInput(request('/tech/a/'), content).topicSlugs;
    expect(first).toEqual(['vpn', 'security', 'tech']);
    expect(pageRuleInput(request('/tech/b/'), content).topicSlugs).toBe(first);
    expect(pageRuleInput(request('/tech/a/'), { ...content, topics: [] }).topicSlugs).toEqual(['tech']);
    expect(pageRuleInput(request('/tech/a/')).topicSlugs).toEqual([]);
  });

  it('reads at most 32 query parameters, the last value of a repeated one', () => {
    const many = Array.from({ length: 40 }, (_, i) => `p${i}=${i}`).join('&');
    const query = pageRuleInput(request(`/x/?utm_campaign=a&${many}&utm_campaign=b`)).query;
    expect(Object.keys(query)).toHaveLength(32);
    expect(query.utm_campaign).toBe('a');
    expect(pageRuleInput(request('/x/?a=1&a=2')).query).toEqual({ a: '2' });
    expect(pageRuleInput(request('/x/')).query).toEqual({});
  });
});
