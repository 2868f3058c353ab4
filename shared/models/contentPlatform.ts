import { z } from 'zod';
import { listOf, maybe } from './lenient';

/** ContentPlatform (spec 001 §3): revision and classification ids. */
export const contentPlatformSchema = z.object({
  revisionId: maybe(z.string()),
  entity: listOf(z.string()),
  clusterId: listOf(z.string()),
  ctopic: listOf(z.string()),
  ctax: listOf(z.string()),
  csig: listOf(z.string()),
});
