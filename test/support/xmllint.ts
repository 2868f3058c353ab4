/**
 * Validation with xmllint (Debian's libxml2-utils; .ci/run installs it): a document, written to
 * a temporary file, against one of the XSD files in test/schemas/.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './neutron';

export const SCHEMAS = {
  urlset: join(ROOT, 'test/schemas/sitemaps/urlset-with-extensions.xsd'),
  /** The same with the official sitemaps.org sitemap.xsd (from the `sitemap` package) in place of ours. */
  officialUrlset: join(ROOT, 'test/schemas/sitemaps/official-urlset-with-extensions.xsd'),
  sitemapIndex: join(ROOT, 'test/schemas/sitemaps/siteindex.xsd'),
} as const;

export interface LintResult {
  ok: boolean;
  output: string;
}

/** `schema` undefined: well-formedness only. */
export function xmllint(xml: string, schema?: string): LintResult {
  const dir = mkdtempSync(join(tmpdir(), 'neutron-xmllint-'));
  try {
    const file = join(dir, 'doc.xml');
    writeFileSync(file, xml);
    const args = ['--noout', '--nonet', ...(schema ? ['--schema', schema] : []), file];
    const run = spawnSync('xmllint', args, { encoding: 'utf8' });
    if (run.error) throw new Error(`xmllint could not run (install libxml2-utils): ${run.error.message}`);
    return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
