import { describe, expect, it } from 'vitest';
import { fromJsonProp, toJsonText } from './jsonText';

describe('island data as one JSON text', () => {
  it('gives back the same data from its text', () => {
    const data = {
      page: { targeting: { pos: 'top', test: ['a|1|b'] }, region: 'aw' },
      slots: { top: { sizes: [[320, 50]], minHeight: 90 } },
    };
    const text = toJsonText(data);
    expect(typeof text).toBe('string');
    expect(fromJsonProp(text)).toEqual(data);
  });

  it('takes the value itself as it is', () => {
    const data = { a: 1 };
    expect(fromJsonProp(data)).toBe(data);
  });

  it('keeps text that could close a script element as data', () => {
    const data = { title: '</script><script>alert(1)</script>', quote: 'it\'s "quoted"' };
    expect(fromJsonProp(toJsonText(data))).toEqual(data);
  });
});
