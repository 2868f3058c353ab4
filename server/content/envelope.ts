import type { z } from 'zod';
import { NOT_IN_CORRECT_FORMAT } from './errors';

/**
 * Reads `data.<property>` from a content API body and parses it with its model, once, at the
 * boundary. A body without the property, or whose property does not match the model, is
 * `Error('API response is not in the correct format')` (001 §8); the zod issues ride along as
 * `cause` for the log line.
 */
export function readEnvelope<S extends z.ZodType>(
  body: Record<string, unknown>,
  property: string,
  schema: S,
): z.output<S> {
  const data = body.data;
  const value =
    data !== null && typeof data === 'object' && !Array.isArray(data)
      ? (data as Record<string, unknown>)[property]
      : undefined;
  if (value === undefined || value === null) throw new Error(NOT_IN_CORRECT_FORMAT);
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(NOT_IN_CORRECT_FORMAT, { cause: parsed.error });
  return parsed.data;
}
