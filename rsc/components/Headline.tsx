import { headlineRuns } from '../../shared/format/headlineRuns';

/**
 * A headline's text with the runs that must not break (a hyphenated word, a number and the word
 * it counts) drawn unbreakable; the text a reader copies is unchanged (shared/format/headlineRuns.ts).
 */
export function Headline({ text }: { text: string }) {
  const runs = headlineRuns(text);
  if (!runs.some((run) => run.keep)) return text;
  return runs.map((run, index) =>
    run.keep ? (
      <span key={index} className="nobr">
        {run.text}
      </span>
    ) : (
      run.text
    ),
  );
}
