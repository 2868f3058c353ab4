/**
 * Configuration of the decision service (spec 001 §7; decision 075), read with the rest of
 * server/config.ts: where it is, the bearer token of its authorization header, the tenant and
 * write key the body carries. DECISION_SERVICE_URL=off disables it (every page keeps its order).
 * Also the finance partner feed's URL: the other partner service the pages ask (decision 077).
 */
import { z } from 'zod';
import { httpUrl, text } from '../configParsers';

const url = httpUrl('url');

export const decisionSchemaShape = {
  DECISION_SERVICE_URL: z
    .string()
    .optional()
    .transform((raw, ctx) =>
      raw === 'off'
        ? ('off' as const)
        : url.safeParse(raw).success
          ? url.parse(raw)
          : (ctx.addIssue({
              code: 'custom',
              message: 'must be an http(s) URL without query, fragment or credentials, or off',
            }),
            z.NEVER),
    ),
  DECISION_SERVICE_TOKEN: text(/^[\x21-\x7e]{1,512}$/, 'must be 1 to 512 printable characters without spaces'),
  DECISION_TENANT_ID: text(/^[A-Za-z0-9._-]{1,100}$/, 'must be 1 to 100 letters, digits, dots, dashes or underscores'),
  DECISION_WRITE_KEY: text(/^[\x21-\x7e]{1,512}$/, 'must be 1 to 512 printable characters without spaces'),
  FINANCE_FEED_URL: url,
};

export type DecisionVariable = keyof typeof decisionSchemaShape;
type Parsed = { [K in DecisionVariable]?: z.output<(typeof decisionSchemaShape)[K]> };

export interface DecisionConfig {
  /** Undefined when disabled. */
  url: string | undefined;
  token: string;
  tenantId: string;
  writeKey: string;
  /** The finance partner feed (server/finance/feedClient.ts). */
  financeFeedUrl: string;
}

export const DECISION_SECRETS: readonly DecisionVariable[] = ['DECISION_SERVICE_TOKEN', 'DECISION_WRITE_KEY'];

export function readDecisionConfig(v: Parsed, contentApiUrl: string): DecisionConfig {
  const configured = v.DECISION_SERVICE_URL;
  return {
    url: configured === 'off' ? undefined : (configured ?? `${contentApiUrl.replace(/\/+$/, '')}/decision`),
    token: v.DECISION_SERVICE_TOKEN ?? 'local-decision-token',
    tenantId: v.DECISION_TENANT_ID ?? 'cnet',
    writeKey: v.DECISION_WRITE_KEY ?? 'local-write-key',
    financeFeedUrl: v.FINANCE_FEED_URL ?? `${contentApiUrl.replace(/\/+$/, '')}/finance-feed`,
  };
}

export const decisionTable: ReadonlyArray<{ name: DecisionVariable; default: string; description: string }> = [
  {
    name: 'DECISION_SERVICE_URL',
    default: '${CONTENT_API_URL}/decision',
    description:
      'Base URL of the decision service (spec 001 §7: `POST {url}/v3/decision`, 5000 ms limit) that orders the seamless next-article candidates; `off` disables it and they keep their own order (decision 075).',
  },
  {
    name: 'DECISION_SERVICE_TOKEN',
    default: 'local-decision-token',
    description: "Bearer token of the decision call's authorization header. Secret: never logged.",
  },
  { name: 'DECISION_TENANT_ID', default: 'cnet', description: 'tenantId sent in every decision request.' },
  {
    name: 'FINANCE_FEED_URL',
    default: '${CONTENT_API_URL}/finance-feed',
    description:
      'Base URL of the finance partner feed (spec 000 §7): `GET {url}/{cds, checking or savings}` for the personal-finance rate tables (decision 077).',
  },
  {
    name: 'DECISION_WRITE_KEY',
    default: 'local-write-key',
    description: 'writeKey sent in every decision request. Secret: never logged.',
  },
];
