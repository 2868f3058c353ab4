import { describe, expect, it } from 'vitest';
import { SCRIPT_PRIORITY } from '../../shared/scripts/constants';
import { sortByPriority } from './order';

describe('script priorities (001 §9)', () => {
  const rows: Array<[name: string, priority: number]> = [
    ['ad script', 40],
    ['performance monitor', 45],
    ['service-wait helper', 49],
    ['consent SDK', 30],
  ];
  it.each(rows)('%s is %i', (name, priority) => {
    const key = {
      'ad script': 'adScript',
      'performance monitor': 'performanceMonitor',
      'service-wait helper': 'serviceWaitHelper',
      'consent SDK': 'consentSdk',
    }[name];
    expect(SCRIPT_PRIORITY[key as keyof typeof SCRIPT_PRIORITY]).toBe(priority);
  });
});

describe('sorted by priority descending (001 §3)', () => {
  const rows: Array<[name: string, tags: Array<{ tagId: string; priority: number }>, order: string[]]> = [
    [
      'the spec priorities',
      [
        { tagId: 'consent', priority: SCRIPT_PRIORITY.consentSdk },
        { tagId: 'ads', priority: SCRIPT_PRIORITY.adScript },
        { tagId: 'wait', priority: SCRIPT_PRIORITY.serviceWaitHelper },
        { tagId: 'perf', priority: SCRIPT_PRIORITY.performanceMonitor },
      ],
      ['wait', 'perf', 'ads', 'consent'],
    ],
    [
      'ties keep their order',
      [
        { tagId: 'a', priority: 1 },
        { tagId: 'b', priority: 2 },
        { tagId: 'c', priority: 1 },
      ],
      ['b', 'a', 'c'],
    ],
    [
      'negative priorities last',
      [
        { tagId: 'a', priority: -1 },
        { tagId: 'b', priority: 0 },
      ],
      ['b', 'a'],
    ],
    ['empty', [], []],
  ];
  it.each(rows)('%s', (_name, tags, order) => {
    const before = tags.map((tag) => tag.tagId);
    expect(sortByPriority(tags).map((tag) => tag.tagId)).toEqual(order);
    expect(tags.map((tag) => tag.tagId)).toEqual(before);
  });
});
