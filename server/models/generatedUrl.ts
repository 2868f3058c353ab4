import { z } from 'zod';
import { maybe } from '../../shared/models/lenient';

/**
 * The URL generator call (spec 000 §7 `GET /api/neutron/url-generator/{site}/{contentType}/{slug}`)
 * answers `data.url`: the canonical site path of the content (shape ours, docs/upstream-api.md).
 */
export const generatedUrlSchema = z.object({
  url: z.string().min(1),
  contentType: maybe(z.string()),
  slug: maybe(z.string()),
  edition: maybe(z.string()),
});

export type GeneratedUrl = z.infer<typeof generatedUrlSchema>;
