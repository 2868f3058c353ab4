import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configTable } from './config';

/** The first two cells of each table row in docs/configuration.md, trimmed (a formatter may pad them). */
function documentedDefaults(markdown: string): Map<string, string> {
  const rows = new Map<string, string>();
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) continue;
    const [name, value] = line
      .split('|')
      .slice(1, 3)
      .map((cell) => cell.trim());
    if (name && value !== undefined) rows.set(name, value);
  }
  return rows;
}

describe('configuration table (docs/configuration.md)', () => {
  const documented = documentedDefaults(readFileSync(join(__dirname, '..', 'docs', 'configuration.md'), 'utf8'));
  it.each(configTable.map((row) => [row.name, row.default]))('documents %s with its default %s', (name, value) => {
    expect(documented.get(`\`${name}\``)).toBe(`\`${value}\``);
  });
});
