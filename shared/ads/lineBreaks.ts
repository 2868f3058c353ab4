/** In-article injection (spec 001 §9): repeated line breaks collapse to one. */

const REPEATED_BR = /<br\s*\/?>(?:\s*<br\s*\/?>)+/gi;
const REPEATED_NEWLINES = /(?:\r?\n){2,}/g;

/** Runs of `<br>` (with only whitespace between) become one `<br>`; runs of newlines become one. */
export function collapseLineBreaks(html: string): string {
  return html.replace(REPEATED_BR, '<br>').replace(REPEATED_NEWLINES, '\n');
}
