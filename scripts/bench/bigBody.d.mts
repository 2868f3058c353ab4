/** Types of bigBody.mjs for the TypeScript suite (test/reliability/bodies.test.ts). */
export interface BigBodyAnswer {
  /** 0 when the connection ended without an answer. */
  status: number;
  body: string;
  sentBytes: number;
  answerMs: number;
  /** The server's RSS before the request and at its highest while it ran (0 without a pid). */
  rssBefore: number;
  rssPeak: number;
}

export function residentBytes(pid: number): number;
export function sendBigBody(options: {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  bytes: number;
  declared: boolean;
  /** Say `Connection: close` instead of keeping the connection alive. */
  close?: boolean;
  pid?: number;
}): Promise<BigBodyAnswer>;
