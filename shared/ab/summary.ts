/**
 * The rows of /ab-test-summary/ (000 §2 utility pages): the active tests with their
 * allocations and the share left to `exclude`. Plain data, so it crosses into the rsc render.
 */
import { excludedPercentage, type Allocation } from './allocation';
import { isActive, type AbTest } from './definition';

export interface AbTestSummaryRow {
  id: string;
  version: string;
  /** ISO 8601. */
  startDate: string;
  endDate: string;
  /** Criteria name, or null: every page. */
  criteria: string | null;
  allocations: Allocation[];
  excludedPercentage: number;
}

export function summarizeAbTests(tests: readonly AbTest[], now: number): AbTestSummaryRow[] {
  return tests
    .filter((test) => isActive(test, now))
    .map((test) => ({
      id: test.id,
      version: test.version,
      startDate: new Date(test.startDate).toISOString(),
      endDate: new Date(test.endDate).toISOString(),
      criteria: test.criteria,
      allocations: test.allocations.map(({ bucket, percentage }) => ({ bucket, percentage })),
      excludedPercentage: excludedPercentage(test.allocations),
    }));
}
