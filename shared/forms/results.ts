/**
 * What the platform's form and geo services answer (docs/decisions/012-utility-pages.md "Upstream calls"),
 * read with zod at the boundary. Unknown keys are dropped; a list drops entries it cannot read.
 */
import { z } from 'zod';

const lenientList = <T extends z.ZodType>(item: T) =>
  z
    .array(z.unknown())
    .catch([])
    .transform((items) =>
      items.flatMap((entry) => {
        const parsed = item.safeParse(entry);
        return parsed.success ? [parsed.data as z.output<T>] : [];
      }),
    );

export const internetProviderSchema = z.object({
  key: z.string().min(1),
  name: z.string().min(1),
  technology: z.string().optional().catch(undefined),
  downloadMbps: z.number().nonnegative(),
  uploadMbps: z.number().nonnegative(),
  priceFrom: z.number().nonnegative().optional().catch(undefined),
  reviewSlug: z.string().optional().catch(undefined),
});

export const providersResultSchema = z.object({
  zipcode: z.string(),
  location: z.object({ city: z.string(), state: z.string() }).optional().catch(undefined),
  /** Average speeds where the reader lives, when the reference data has them. */
  averages: z.object({ downloadMbps: z.number(), uploadMbps: z.number() }).optional().catch(undefined),
  providers: lenientList(internetProviderSchema),
});
export type ProvidersResult = z.output<typeof providersResultSchema>;

export const solarEstimateSchema = z.object({
  zipcode: z.string(),
  monthlyBill: z.number(),
  systemSizeKw: z.number().nonnegative(),
  annualProductionKwh: z.number().nonnegative(),
  annualSavings: z.number(),
  installCost: z.number().nonnegative(),
  paybackYears: z.number().nonnegative(),
  sunHoursPerDay: z.number().nonnegative(),
});
export type SolarEstimate = z.output<typeof solarEstimateSchema>;

/** Newsletter subscription, opt-out request, email forward: an acknowledgement with an id. */
export const receiptSchema = z.object({ id: z.string().min(1) });
export type Receipt = z.output<typeof receiptSchema>;
