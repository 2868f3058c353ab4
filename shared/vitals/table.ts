/**
 * The table `npm run vitals` prints (scripts/vitals.mjs): one row per page type × navigation
 * kind × metric with the sample count, p75 and p95, and beside a previous run its values and
 * the change. Milliseconds are whole; CLS has three decimals.
 */
import type { ComparedRow } from './percentiles';

export function formatValue(metric: string, value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return '–';
  return metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)}`;
}

function change(now: number, before: number): string {
  if (!Number.isFinite(now) || !Number.isFinite(before)) return '–';
  if (before === 0) return now === 0 ? '0%' : 'new';
  const percent = Math.round(((now - before) / before) * 100);
  return `${percent > 0 ? '+' : ''}${percent}%`;
}

/** `compared`: show the previous run's columns. */
export function renderTable(rows: readonly ComparedRow[], compared: boolean): string {
  const head = ['page type', 'nav', 'metric', 'n', 'p75', 'p95'];
  if (compared) head.push('p75 before', 'p95 before', 'Δp75', 'Δp95');
  const body = rows.map((row) => {
    const cells = [
      row.pageType,
      row.navigation,
      row.metric === 'CLS' ? 'CLS' : `${row.metric} ms`,
      String(row.count),
      formatValue(row.metric, row.p75),
      formatValue(row.metric, row.p95),
    ];
    if (compared)
      cells.push(
        formatValue(row.metric, row.before?.p75),
        formatValue(row.metric, row.before?.p95),
        row.before ? change(row.p75, row.before.p75) : '–',
        row.before ? change(row.p95, row.before.p95) : '–',
      );
    return cells;
  });
  const widths = head.map((title, i) => Math.max(title.length, ...body.map((cells) => (cells[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (i >= 3 ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(head), widths.map((width) => '-'.repeat(width)).join('  '), ...body.map(line)].join('\n');
}
