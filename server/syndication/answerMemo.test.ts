import { describe, expect, it } from 'vitest';
import { createAnswerMemo } from './answerMemo';

describe('answer memo', () => {
  it('hands back the remembered answer only for the same inputs, by identity', () => {
    const memo = createAnswerMemo<{ body: string }>(1_000);
    const input = {};
    const first = memo.get('a', [input, 1], () => ({ body: 'x' }));
    expect(memo.get('a', [input, 1], () => ({ body: 'y' }))).toBe(first);
    expect(memo.get('a', [{}, 1], () => ({ body: 'z' })).body).toBe('z');
  });

  it('keeps at most its byte bound of bodies, dropping the least recently used', () => {
    const memo = createAnswerMemo<{ body: string }>(10);
    const built: string[] = [];
    const get = (key: string) => memo.get(key, [], () => (built.push(key), { body: '12345' }));
    get('a');
    get('b');
    get('a');
    get('c'); // 15 bytes would pass the bound: b (least recently used) goes
    get('a');
    get('b');
    expect(built).toEqual(['a', 'b', 'c', 'b']);
    memo.get('big', [], () => ({ body: 'x'.repeat(11) }));
    let rebuilt = false;
    memo.get('big', [], () => ((rebuilt = true), { body: 'x' }));
    expect(rebuilt).toBe(true);
  });
});
