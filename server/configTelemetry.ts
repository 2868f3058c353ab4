import { z } from 'zod';
import { httpUrl, oneOf, text } from './configParsers';

/**
 * Tracing configuration (docs/operations.md "Traces"; decision 087). Part of the process
 * configuration (server/config.ts): the schema entries are merged into its schema, the rows
 * into its table. The other `OTEL_EXPORTER_OTLP_*` variables (headers, timeout, compression)
 * are read by the OTLP exporter itself, as OpenTelemetry documents them.
 */

export const telemetrySchemaShape = {
  TRACING: oneOf(['off', 'on'] as const),
  TRACING_SAMPLE_RATIO: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return undefined;
      const value = /^(0(\.\d+)?|1(\.0+)?)$/.test(raw) ? Number(raw) : Number.NaN;
      if (value >= 0 && value <= 1) return value;
      ctx.addIssue({ code: 'custom', message: 'must be a number between 0 and 1' });
      return z.NEVER;
    }),
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl('url'),
  OTEL_SERVICE_NAME: text(/^[\x21-\x7e]{1,128}$/, 'must be 1 to 128 printable characters without spaces'),
};

export type TelemetryVariable = keyof typeof telemetrySchemaShape;

export interface Telemetry {
  /** Spans are made (server, middleware, upstream, render, stream). */
  tracing: boolean;
  /** Share of requests without a sampled parent that are recorded. */
  sampleRatio: number;
  /** OTLP/HTTP base URL; undefined: spans are not exported. */
  otlpEndpoint: string | undefined;
  serviceName: string;
}

type Parsed = { [K in TelemetryVariable]?: z.output<(typeof telemetrySchemaShape)[K]> };

export function readTelemetry(v: Parsed): Telemetry {
  return {
    tracing: v.TRACING === 'on',
    sampleRatio: v.TRACING_SAMPLE_RATIO ?? 1,
    otlpEndpoint: v.OTEL_EXPORTER_OTLP_ENDPOINT,
    serviceName: v.OTEL_SERVICE_NAME ?? 'neutron',
  };
}

export const telemetryTable: ReadonlyArray<{ name: TelemetryVariable; default: string; description: string }> = [
  {
    name: 'TRACING',
    default: 'off',
    description:
      "OpenTelemetry spans: `on` makes a server span per request (child of the proxy's W3C `traceparent`) with spans for route middleware, upstream calls, render and stream. `off` makes none, but still forwards a received `traceparent` to upstream calls and logs its trace id (decision 087).",
  },
  {
    name: 'TRACING_SAMPLE_RATIO',
    default: '1',
    description:
      "With TRACING=on, the share (0 to 1) of requests without a sampled parent that are recorded; a parent's sampled flag is always followed.",
  },
  {
    name: 'OTEL_EXPORTER_OTLP_ENDPOINT',
    default: '',
    description:
      'With TRACING=on, the OTLP/HTTP collector spans are sent to (`/v1/traces` is appended), e.g. http://otel-collector:4318. Unset: spans are not exported.',
  },
  { name: 'OTEL_SERVICE_NAME', default: 'neutron', description: 'The `service.name` of exported spans.' },
];
