/**
 * Text as a JavaScript string literal that is safe inside an inline `<script>` element: single
 * quotes, because the flight rows it carries are JSON full of double quotes (a JSON string
 * literal escapes each of them: about 12% of an article's inline payload). Escaped: the
 * backslash and the quote, line terminators (\n \r U+2028 U+2029, which would end or break the
 * literal), and `<` (so the text can neither close the element nor open a comment in it).
 */
const UNSAFE = /[\\'\n\r<\u2028\u2029]/g;

const ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  "'": "\\'",
  '\n': '\\n',
  '\r': '\\r',
  '<': '\\x3C',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function scriptStringLiteral(text: string): string {
  return `'${text.replace(UNSAFE, (ch) => ESCAPES[ch]!)}'`;
}
