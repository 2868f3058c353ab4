import { loadAbSummary as summarize } from '../../ab/summary';
import type { PrimaryLoader } from './types';

/** /ab-test-summary/: the active tests and their allocations. */
export const loadAbSummary: PrimaryLoader = async (ctx, { abDefinitions }) => ({
  type: 'data',
  data: { kind: 'ab-summary', tests: await summarize(abDefinitions, ctx.brand, Date.now(), ctx.timing) },
});
