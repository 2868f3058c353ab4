import { z } from 'zod';
import { int, text } from './configParsers';

/**
 * Running as one of many instances (docs/operations.md "Many instances"; decisions 080–081):
 * the shared second-level cache in Redis and the purge key. Part of the process configuration
 * (server/config.ts): the schema entries are merged into its schema, the rows into its table.
 */

export const fleetSchemaShape = {
  REDIS_URL: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return undefined;
      if (/^rediss?:\/\/[^\s?#]+$/.test(raw)) return raw;
      ctx.addIssue({ code: 'custom', message: 'must be a redis:// or rediss:// URL' });
      return z.NEVER;
    }),
  REDIS_TIMEOUT_MS: int(1, 10_000),
  REDIS_MAX_VALUE_KB: int(1, 65_536),
  PURGE_KEY: text(/^[\x21-\x7e]{16,512}$/, 'must be 16 to 512 printable characters without spaces'),
};

export type FleetVariable = keyof typeof fleetSchemaShape;

export interface Fleet {
  /** The shared cache and purge channel; undefined: this process stands alone (L1 only, local purges). */
  redisUrl: string | undefined;
  /** A Redis command slower than this is abandoned and the shared cache skipped (the page goes on). */
  redisTimeoutMs: number;
  /** Upstream answers larger than this stay out of Redis (kept in process only). */
  redisMaxValueBytes: number;
  /** The key of `POST /_purge`; undefined: the endpoint answers 403 to everyone. */
  purgeKey: string | undefined;
}

type Parsed = { [K in FleetVariable]: z.output<(typeof fleetSchemaShape)[K]> };

export function readFleet(v: Parsed): Fleet {
  return {
    redisUrl: v.REDIS_URL,
    redisTimeoutMs: v.REDIS_TIMEOUT_MS ?? 20,
    redisMaxValueBytes: (v.REDIS_MAX_VALUE_KB ?? 512) * 1024,
    purgeKey: v.PURGE_KEY,
  };
}

export const fleetTable: ReadonlyArray<{ name: FleetVariable; default: string; description: string }> = [
  {
    name: 'REDIS_URL',
    default: '',
    description:
      'Redis for the shared second-level content cache and fleet-wide purges (decisions 080, 081), e.g. redis://10.0.0.5:6379/0. Unset: every process keeps its own cache and purges stay local.',
  },
  {
    name: 'REDIS_TIMEOUT_MS',
    default: '20',
    description:
      'A Redis command slower than this is abandoned: the page goes on from the process cache and the upstream, and Redis is skipped for a second (counted and logged).',
  },
  {
    name: 'REDIS_MAX_VALUE_KB',
    default: '512',
    description: 'Upstream answers larger than this are not written to Redis (they stay in the process cache).',
  },
  {
    name: 'PURGE_KEY',
    default: '',
    description:
      'Secret (16+ characters) of `POST /_purge`, sent as `Authorization: Bearer <key>`; unset: the endpoint refuses every call (403). Secret: never logged.',
  },
];
