/**
 * Every colour of the stylesheet is a design token (docs/design.md): the component files name
 * roles (var(--ink), var(--media-bg)…), so both schemes and both brands follow from tokens.css.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const STYLES = join(import.meta.dirname, '..', 'client', 'styles');
const RAW_COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(/gi;

describe('stylesheet colours', () => {
  const files = readdirSync(STYLES).filter((name) => name.endsWith('.css') && name !== 'tokens.css');
  it.each(files)('%s names no raw colour', (name) => {
    const css = readFileSync(join(STYLES, name), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    expect(css.match(RAW_COLOUR) ?? []).toEqual([]);
  });
});
