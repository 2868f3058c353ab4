/**
 * Where a headline must not break (issue 39 point 9: "E-/reader", "Battery Drain: 5 / Things"):
 * inside a hyphenated word, and between a number and the word it counts. The text is cut into
 * runs; the kept ones are drawn unbreakable (rsc/components/Headline.tsx), the text itself is
 * unchanged. CSS cannot do this: a hard hyphen is always a break opportunity, and text-wrap:
 * balance happily ends a line on a number.
 */
export interface HeadlineRun {
  text: string;
  /** True when the run must stay on one line. */
  keep: boolean;
}

const WORD = String.raw`[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*`;
const NUMBER = String.raw`[$\u00a3\u20ac]?\d+(?:[.,]\d+)*%?`;
/**
 * A number with the word it counts, and the word before it when nothing stands between them
 * ("5 Things", "Pro 4 Review", "Wi-Fi 7 Routers"); or a word with inner hyphens (E-reader, On-Device).
 */
const KEEP = new RegExp(String.raw`(?<![\p{L}\p{N}-])(?:${WORD}\s+)?${NUMBER}\s+${WORD}|${WORD}-${WORD}`, 'gu');

export function headlineRuns(text: string): HeadlineRun[] {
  const runs: HeadlineRun[] = [];
  let at = 0;
  for (const match of text.matchAll(KEEP)) {
    if (match.index > at) runs.push({ text: text.slice(at, match.index), keep: false });
    runs.push({ text: match[0], keep: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) runs.push({ text: text.slice(at), keep: false });
  return runs;
}
