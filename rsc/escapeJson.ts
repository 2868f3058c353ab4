/**
 * JSON for inlining into HTML <script> elements: `<`, `>`, `&`, U+2028 and U+2029 are escaped
 * so the text can neither close the script element nor break a JavaScript string.
 */
const UNSAFE = /[<>&\u2028\u2029]/g;
const REPLACEMENTS: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function escapeJsonForHtml(json: string): string {
  return json.replace(UNSAFE, (ch) => REPLACEMENTS[ch] ?? ch);
}

export function jsonForScript(value: unknown): string {
  return escapeJsonForHtml(JSON.stringify(value) ?? 'null');
}
