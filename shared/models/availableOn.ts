import { z } from 'zod';

/** Where a piece of content lives per edition: `{ edition: 'us', slug }` (article availableOn, error context). */
export const availableOnEntrySchema = z.object({
  edition: z.string().min(1),
  slug: z.string().min(1),
});

export type AvailableOnEntry = z.infer<typeof availableOnEntrySchema>;

/** The slug listed for `edition`, if any. */
export function slugForEdition(entries: readonly AvailableOnEntry[] | undefined, edition: string): string | undefined {
  return entries?.find((entry) => entry.edition === edition)?.slug;
}
