import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { scriptStringLiteral } from './scriptString';

/** What a browser's script engine makes of the literal. */
const evaluate = (literal: string) => runInNewContext(literal) as string;

describe('scriptStringLiteral', () => {
  it.each([
    ['flight rows', '0:["$","p",null,{"children":"He said \\"hi\\""}]\n1:"x"\n'],
    ['quotes and backslashes', `it's a \\ and a \\\\ and "quoted"`],
    ['line terminators', 'a\nb\rc\u2028d\u2029e'],
    ['markup that would end the script', '</script><script>alert(1)</script><!-- x -->'],
    ['non-ASCII text', 'café ☃ 𝄞 \uE000abc1\uE001'],
    ['nothing', ''],
  ])('round-trips %s exactly', (_name, text) => {
    expect(evaluate(scriptStringLiteral(text))).toBe(text);
  });

  it('leaves no way to close the element or open a comment inside it', () => {
    const literal = scriptStringLiteral('</SCRIPT></script ><!--');
    expect(literal).not.toMatch(/<\/script|<!--/i);
    expect(literal).not.toContain('<');
  });

  it('is shorter than a JSON string literal for JSON-heavy text', () => {
    const rows = JSON.stringify({ a: 'b', list: ['c', 'd', 'e'], nested: { f: 'g' } });
    expect(scriptStringLiteral(rows).length).toBeLessThan(JSON.stringify(rows).length);
  });
});
