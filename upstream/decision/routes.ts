/**
 * The decision service as the local stand-in serves it (spec 001 §7; decision 075):
 * `POST /decision/v3/decision` with the bearer token LOCAL_DECISION_TOKEN. The strategy is
 * deterministic: options ranked by a hash of the agent, the device context and the option,
 * cut to listLength; a session in the holdout (hash of the session id below holdoutPercent)
 * gets the options in the order it sent. `POST /decision/v2/outcome` is accepted (204).
 */
import { createHash } from 'node:crypto';
import type { HttpBindings } from '@hono/node-server';
import type { Hono } from 'hono';
import { z } from 'zod';

export const LOCAL_DECISION_TOKEN = 'local-decision-token';
const BODY_LIMIT = 16 * 1024;

const bodySchema = z.object({
  agentName: z.string().min(1).max(100),
  context: z.object({ is_mobile: z.boolean() }),
  listLength: z.number().int().min(1).max(50),
  options: z.array(z.string().min(1).max(200)).min(1).max(50),
  sessionId: z.string().min(1).max(200),
  sessionIdType: z.literal('instance-id'),
  strategyConfig: z.object({
    holdoutPercent: z.number().min(0).max(100),
    expiration: z.number().int().min(0),
    slotHoldout: z.boolean(),
  }),
  tenantId: z.string().min(1).max(100),
  writeKey: z.string().min(1).max(200),
});

const score = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0);

export function decide(body: z.infer<typeof bodySchema>): { options: string[]; decisionId: string } {
  const decisionId = createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 24);
  const held = score(body.sessionId) % 100 < body.strategyConfig.holdoutPercent;
  const ranked = held
    ? [...body.options]
    : [...body.options].sort(
        (a, b) =>
          score(`${body.agentName}|${body.context.is_mobile}|${a}`) -
            score(`${body.agentName}|${body.context.is_mobile}|${b}`) || (a < b ? -1 : 1),
      );
  return { options: ranked.slice(0, body.listLength), decisionId };
}

export function registerDecisionRoutes(app: Hono<{ Bindings: HttpBindings }>): void {
  app.post('/decision/v3/decision', async (c) => {
    if (c.req.header('authorization') !== `Bearer ${LOCAL_DECISION_TOKEN}`)
      return c.json({ error: 'unauthorized' }, 401);
    const text = await c.req.text();
    if (text.length > BODY_LIMIT) return c.json({ error: 'body too large' }, 413);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return c.json({ error: 'body is not JSON' }, 400);
    }
    const parsed = bodySchema.safeParse(json);
    if (!parsed.success)
      return c.json(
        { error: 'invalid decision request', issues: parsed.error.issues.map((issue) => issue.path.join('.')) },
        400,
      );
    return c.json(decide(parsed.data));
  });
  app.post('/decision/v2/outcome', (c) => c.body(null, 204));
}
