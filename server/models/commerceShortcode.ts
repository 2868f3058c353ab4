import { z } from 'zod';
import { maybe } from '../../shared/models/lenient';

/**
 * The Shortcodes call for commerce (spec 000 §7 `GET /api/neutron/shortcodes/{site}/commerce/{id}/web`,
 * query edition and contentType content_article) answers `data.shortcode`: the current offer of
 * the product a commerce shortcode names (shape ours, docs/upstream-api.md).
 */
export const commerceShortcodeSchema = z.object({
  id: z.string().min(1),
  url: z.string().min(1),
  productName: maybe(z.string()),
  price: maybe(z.string()),
  merchant: maybe(z.string()),
});

export type CommerceShortcode = z.infer<typeof commerceShortcodeSchema>;
