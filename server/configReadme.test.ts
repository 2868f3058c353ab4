import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configTable } from './config';

describe('README configuration table', () => {
  const readme = readFileSync(join(__dirname, '..', 'README.md'), 'utf8');
  it.each(configTable.map((row) => [row.name, row.default]))('documents %s with its default %s', (name, value) => {
    expect(readme).toContain(`| \`${name}\` | \`${value}\` |`);
  });
});
