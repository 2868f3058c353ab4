import { z } from 'zod';

/** Content ids arrive as strings (uuids) or numbers (hub images); the models keep them as strings. */
export const idSchema = z.union([z.string().min(1), z.number().int()]).transform((value) => String(value));
