import { describe, expect, it } from 'vitest';
import { escapeJsonForHtml, jsonForScript } from './escapeJson';

describe('jsonForScript', () => {
  it('cannot close a script element or break a string', () => {
    const out = jsonForScript({ headline: '</script><script>alert(1)</script> & \u2028\u2029' });
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(out)).toEqual({ headline: '</script><script>alert(1)</script> & \u2028\u2029' });
  });

  it('leaves safe text alone', () => {
    expect(escapeJsonForHtml('"plain text"')).toBe('"plain text"');
  });
});
