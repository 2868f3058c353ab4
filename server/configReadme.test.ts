import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configTable } from './config';

describe('configuration table (docs/configuration.md)', () => {
  const reference = readFileSync(join(__dirname, '..', 'docs', 'configuration.md'), 'utf8');
  it.each(configTable.map((row) => [row.name, row.default]))('documents %s with its default %s', (name, value) => {
    expect(reference).toContain(`| \`${name}\` | \`${value}\` |`);
  });
});
