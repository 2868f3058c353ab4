/** Types of pipelining.mjs for the TypeScript suite (test/reliability/pipelining.test.ts). */
export function pipelineWithoutReading(options: {
  port: number;
  host?: string;
  sockets: number;
  requests: number;
  path: string;
}): Promise<{
  destroy(): void;
}>;
