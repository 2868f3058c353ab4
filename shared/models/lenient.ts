import { z } from 'zod';

/**
 * How the content models tolerate a real API (see docs/upstream-api.md, "How the models read it"):
 * unknown keys are accepted and dropped; an optional field that is absent, null or of the wrong
 * shape reads as `undefined`; a list drops the entries it cannot read. Only what a page cannot
 * render without is required, and a wrong required field fails the whole parse.
 */

/** An optional field: absent, null or malformed all read as `undefined`. */
export function maybe<T extends z.ZodType>(schema: T) {
  return schema.optional().catch(undefined);
}

function keepValid<T extends z.ZodType>(item: T) {
  return (values: unknown[]): z.output<T>[] => {
    const kept: z.output<T>[] = [];
    for (const value of values) {
      const result = item.safeParse(value);
      if (result.success) kept.push(result.data);
    }
    return kept;
  };
}

/** A list that must be present (an envelope property); entries that fail `item` are dropped. */
export function validItems<T extends z.ZodType>(item: T) {
  return z.array(z.unknown()).transform(keepValid(item));
}

/** An optional list: absent, null or not a list reads as `[]`; entries that fail `item` are dropped. */
export function listOf<T extends z.ZodType>(item: T) {
  return validItems(item).catch([]);
}
