/**
 * Oversized request bodies (issue 42 point 1, decision 057): one 300 MB PUT to the user-data relay
 * with any bearer token, declared and then chunked, as the audit sent it. Reports the status,
 * the time until the status line, how much of the body went out before it, and the server's RSS
 * before and at its highest meanwhile. Before the limits: 413 after reading it all, RSS ~1 GB.
 * Used by scripts/bench/reliability.mjs; standalone against a running server:
 * `node scripts/bench/bodies.mjs <origin> <server pid>`.
 */
import { sendBigBody } from './bigBody.mjs';

const MB = 1024 * 1024;
const BODY_BYTES = 300 * MB;
const RELAY_PATH = '/apigee/users/cnet/user/profile';

/** Rows of [label, value] for the reliability report. */
export async function bodyFigures({ origin, pid }) {
  const rows = [];
  for (const declared of [true, false]) {
    const answer = await sendBigBody({
      url: `${origin}${RELAY_PATH}`,
      method: 'PUT',
      headers: { authorization: 'Bearer bench-token', 'content-type': 'application/json' },
      bytes: BODY_BYTES,
      declared,
      pid,
    });
    const rss = `${(answer.rssBefore / MB).toFixed(0)} → ${(answer.rssPeak / MB).toFixed(0)} MB`;
    rows.push([
      `relay PUT 300 MB ${declared ? 'declared' : 'chunked'}: status / ms / MB sent / RSS`,
      `${answer.status} / ${answer.answerMs.toFixed(0)} / ${(answer.sentBytes / MB).toFixed(1)} / ${rss}`,
    ]);
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [origin, pid] = process.argv.slice(2);
  if (!origin || !pid) throw new Error('usage: node scripts/bench/bodies.mjs <origin> <server pid>');
  for (const [label, value] of await bodyFigures({ origin, pid: Number(pid) }))
    process.stdout.write(`${label.padEnd(60)} ${value}\n`);
}
