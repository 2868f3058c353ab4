/**
 * The Nu HTML checker (npm package vnu-jar) run once over many files with the machine's Java.
 * It is given files, not URLs (../shared/ARCHITECTURE.md: "give it a file, not a localhost
 * URL"), which also lets one JVM start check every page.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const require = createRequire(import.meta.url);

/** build/dist/vnu.jar inside the installed vnu-jar package. */
export const VNU_JAR = join(dirname(require.resolve('vnu-jar/package.json')), 'build', 'dist', 'vnu.jar');

/** Most output vnu may write (its JSON for a few dozen pages is far below this). */
const MAX_OUTPUT_BYTES = 32 * 1024 * 1024;
const VNU_TIMEOUT_MS = 120_000;

const VnuMessageSchema = z.object({
  type: z.string(),
  subType: z.string().optional(),
  url: z.string().optional(),
  message: z.string().default(''),
  extract: z.string().optional(),
  lastLine: z.number().optional(),
  firstColumn: z.number().optional(),
  lastColumn: z.number().optional(),
});
const VnuOutputSchema = z.object({ messages: z.array(VnuMessageSchema) });

export interface VnuError {
  /** Absolute path of the checked file. */
  file: string;
  message: string;
  line?: number;
  column?: number;
  extract?: string;
}

function fileOf(url: string | undefined): string {
  if (!url) return '(unknown file)';
  try {
    return fileURLToPath(url);
  } catch {
    return url;
  }
}

/** Runs `java -jar vnu.jar --errors-only --format json file...` and returns its errors. */
export async function validateHtmlFiles(files: readonly string[]): Promise<VnuError[]> {
  if (files.length === 0) return [];
  const stderr = await new Promise<string>((resolve, reject) => {
    execFile(
      'java',
      ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files],
      { maxBuffer: MAX_OUTPUT_BYTES, timeout: VNU_TIMEOUT_MS },
      (error, _stdout, err) => {
        // vnu exits with 1 when it finds errors; anything without JSON output is a real failure.
        if (err.trimStart().startsWith('{')) resolve(err);
        else if (error) reject(new Error(`vnu failed: ${error.message}\n${err}`));
        else resolve(err);
      },
    );
  });
  if (stderr.trim() === '') return [];
  const output = VnuOutputSchema.parse(JSON.parse(stderr));
  return output.messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .map((m) => ({
      file: fileOf(m.url),
      message: m.message,
      line: m.lastLine,
      column: m.firstColumn,
      extract: m.extract,
    }));
}
