/**
 * The dev loop's build (decision 103): webpack's Node API watches the three compilations of
 * webpack.config.ts in their dev-loop form (NEUTRON_DEV_LOOP=1, into dist/dev/). After each round
 * it reports whether the build succeeded, whether any output file changed (webpack writes only
 * the files whose bytes changed), and the errors as webpack prints them.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import type { Configuration, MultiStats } from 'webpack';

export interface BuildRound {
  ok: boolean;
  /** The compilations that wrote at least one file. */
  emitted: string[];
  warnings: boolean;
  /** Errors and warnings as webpack prints them (`colors` for a terminal). */
  report(colors: boolean): string;
  /** From the first change webpack noticed to the end of the round. */
  ms: number;
}

export async function watchBuild(
  root: string,
  onRound: (round: BuildRound) => void,
): Promise<{ close(): Promise<void> }> {
  process.env.NEUTRON_DEV_LOOP = '1';
  const configs = ((await import(pathToFileURL(join(root, 'webpack.config.ts')).href)) as { default: Configuration[] })
    .default;
  const compiler = webpack(configs);
  let started = Date.now();
  let idle = true;
  compiler.hooks.invalid.tap('neutron-dev', () => {
    if (idle) started = Date.now();
    idle = false;
  });
  const watching = compiler.watch({ aggregateTimeout: 50 }, (error: Error | null, stats?: MultiStats) => {
    idle = true;
    const ms = Date.now() - started;
    if (error || !stats) {
      onRound({ ok: false, emitted: [], warnings: false, report: () => String(error?.stack ?? error), ms });
      return;
    }
    const emitted = stats.stats
      .filter((one) => one.compilation.emittedAssets.size > 0)
      .map((one) => one.compilation.name ?? '?');
    onRound({
      ok: !stats.hasErrors(),
      emitted,
      warnings: stats.hasWarnings(),
      report: (colors) => stats.toString({ preset: 'errors-warnings', colors }),
      ms,
    });
  });
  return { close: () => new Promise<void>((resolve) => (watching ? watching.close(() => resolve()) : resolve())) };
}
