/**
 * In-article injection options (spec 001 §9): after an index, a percentage, a character count,
 * an interval, an interval by characters, or after an element containing text; with a limit
 * (-1 unlimited). Slots use a start interval, repeat interval and limit. Parsed with zod, so a
 * bad config (from upstream or the query) means "no slots", never an error.
 */
import { z } from 'zod';
import { UNLIMITED } from '../../shared/ads/constants';
import type { SlotInjection } from '../../shared/ads/slot';

const count = z.number().int().min(0);
const limit = z.number().int().min(UNLIMITED);
const oneOrMany = (item: z.ZodNumber) => z.union([item, z.array(item).max(100)]);

export const injectionOptionSchema = z.discriminatedUnion('kind', [
  /** After block index n (0-based), or each of several. */
  z.object({ kind: z.literal('index'), index: oneOrMany(count) }),
  /** Once the text reaches p % of the estimated content length. */
  z.object({ kind: z.literal('percentage'), percent: oneOrMany(z.number().min(0).max(100)) }),
  /** Once the text reaches n estimated characters. */
  z.object({ kind: z.literal('characters'), characters: oneOrMany(count) }),
  /** After the start-th paragraph, then after every repeat-th paragraph. */
  z.object({ kind: z.literal('interval'), start: z.number().int().min(1), repeat: z.number().int().min(1) }),
  /** After start characters, then every repeat characters from the last slot. */
  z.object({ kind: z.literal('characterInterval'), start: count, repeat: z.number().int().min(1) }),
  /** After each element whose text contains this (case-insensitive). */
  z.object({ kind: z.literal('text'), text: z.string().trim().min(1).max(200) }),
]);

export const injectionConfigSchema = z.object({ option: injectionOptionSchema, limit: limit.default(UNLIMITED) });

export type InjectionOption = z.infer<typeof injectionOptionSchema>;
export type InjectionConfig = z.infer<typeof injectionConfigSchema>;

/** A config from outside (page data, query), or undefined when it is not one. */
export function parseInjectionConfig(value: unknown): InjectionConfig | undefined {
  const parsed = injectionConfigSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** A slot's start interval, repeat interval and limit as an injection config. */
export function slotInjectionConfig(injection: SlotInjection, limitOverride?: number): InjectionConfig {
  const option: InjectionOption = injection.byCharacters
    ? { kind: 'characterInterval', start: Math.max(0, injection.start), repeat: Math.max(1, injection.repeat) }
    : { kind: 'interval', start: Math.max(1, injection.start), repeat: Math.max(1, injection.repeat) };
  return { option, limit: limitOverride ?? injection.limit };
}
