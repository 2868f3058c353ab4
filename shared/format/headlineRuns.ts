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

/** A word with inner hyphens (E-reader, on-device, Wi-Fi), or a number and the word after it (5 Things, $199 Phone). */
const KEEP =
  /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+|(?<![\p{L}\p{N}])[$£€]?\d+(?:[.,]\d+)*%?\s+[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu;

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
