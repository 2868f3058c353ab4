/**
 * The data of /ab-test-summary/: the active tests as summary rows, or null when the definitions
 * cannot be loaded (the page then says so; it never fails because of them).
 */
import { summarizeAbTests, type AbTestSummaryRow } from '../../shared/ab/summary';
import type { Brand } from '../../shared/routes/types';
import type { ServerTimingSink } from '../ops/timing';
import type { AbDefinitions } from './definitions';

export async function loadAbSummary(
  definitions: AbDefinitions,
  site: Brand,
  now: number,
  timing?: ServerTimingSink,
): Promise<AbTestSummaryRow[] | null> {
  const tests = await definitions.get(site, timing);
  return tests === null ? null : summarizeAbTests(tests, now);
}
