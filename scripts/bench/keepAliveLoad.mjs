/**
 * A load client that keeps sending on keep-alive connections (issue 42 point 5, decision 104):
 * `connections` raw sockets, each writing its next GET the moment the previous answer is read —
 * even when that answer said `Connection: close`, as autocannon and some balancers do. When the
 * server ends a connection, it opens a new one, until connections are refused.
 *
 * What it counts is what a drain must not cause: a socket error (ECONNRESET, EPIPE...) and a
 * request left unanswered on a connection the server ended without saying `Connection: close`
 * first (a "socket hang up"). Requests written after a `Connection: close` answer and dropped
 * with the connection are the client's own doing (RFC 9112 §9.6) and counted apart.
 * Used by test/reliability/drainKeepAlive.test.ts and scripts/bench/connections.mjs.
 */
import { connect } from 'node:net';

/**
 * Reads complete HTTP/1.1 responses out of a byte stream: status, `Connection` header, and a body
 * framed by Content-Length or chunked encoding (no trailers). Returns how many bytes it used.
 */
function takeResponse(buffer, headOnly) {
  const headEnd = buffer.indexOf('\r\n\r\n');
  if (headEnd < 0) return undefined;
  const head = buffer.subarray(0, headEnd).toString('latin1');
  const status = Number(head.slice(9, 12));
  const close = /\r\nconnection:\s*close/i.test(head);
  let at = headEnd + 4;
  if (headOnly || status === 304 || status === 204) return { status, close, used: at };
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  if (length) {
    const end = at + Number(length[1]);
    return buffer.length >= end ? { status, close, used: end } : undefined;
  }
  if (!/\r\ntransfer-encoding:\s*chunked/i.test(head)) return undefined; // read to EOF: not used here
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', at);
    if (lineEnd < 0) return undefined;
    const size = parseInt(buffer.subarray(at, lineEnd).toString('latin1'), 16);
    at = lineEnd + 2 + size + 2;
    if (buffer.length < at) return undefined;
    if (size === 0) return { status, close, used: at };
  }
}

/**
 * Runs until `until()` says stop (checked before each request) or the server refuses connections.
 * `onAnswer(status)` is called for every response. `stopping()`: whether the server may be closing
 * its listener now (a reset before any answer on a new connection is then counted apart).
 * Resolves with the counts.
 */
export function keepAliveLoad({
  port,
  host = '127.0.0.1',
  paths,
  connections,
  until,
  onAnswer = () => {},
  stopping = () => false,
}) {
  const counts = {
    answered: 0,
    statuses: {},
    errors: {},
    hangUps: 0,
    droppedAfterClose: 0,
    refused: 0,
    backlogResets: 0,
    connectionsOpened: 0,
  };
  let next = 0;
  const loop = () =>
    new Promise((resolve) => {
      const open = () => {
        if (until()) return resolve();
        counts.connectionsOpened++;
        const socket = connect(port, host);
        let buffered = Buffer.alloc(0);
        let outstanding = 0;
        let toldClose = false;
        let answers = 0;
        let connected = false;
        let failed = false;
        const send = () => {
          if (until() || socket.destroyed || !socket.writable) return;
          outstanding++;
          socket.write(
            `GET ${paths[next++ % paths.length]} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: identity\r\n\r\n`,
          );
        };
        socket.on('connect', () => {
          connected = true;
          send();
        });
        socket.on('data', (chunk) => {
          buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
          for (let answer = takeResponse(buffered); answer; answer = takeResponse(buffered)) {
            buffered = buffered.subarray(answer.used);
            outstanding--;
            answers++;
            counts.answered++;
            counts.statuses[answer.status] = (counts.statuses[answer.status] ?? 0) + 1;
            onAnswer(answer.status);
            if (answer.close) toldClose = true;
            // The next request at once, whatever the answer said (an eager client).
            if (until()) socket.end();
            else send();
          }
        });
        socket.on('error', (error) => {
          failed = true;
          const code = error.code ?? error.message;
          if (!connected && code === 'ECONNREFUSED') counts.refused++;
          // Reset before any answer on a new connection while the server stops listening: the kernel
          // had completed the handshake into the listener's backlog, and closing the listener resets those.
          else if (answers === 0 && code === 'ECONNRESET' && stopping()) counts.backlogResets++;
          else counts.errors[code] = (counts.errors[code] ?? 0) + 1;
        });
        socket.on('close', () => {
          if (failed && answers === 0 && stopping()) return resolve(); // reset in the listener's backlog: it is gone
          if (outstanding > 0 && !failed) {
            if (toldClose) counts.droppedAfterClose += outstanding;
            else counts.hangUps += outstanding;
          }
          if (!connected) return resolve(); // refused: the listener is gone
          setImmediate(open);
        });
      };
      open();
    });
  return Promise.all(Array.from({ length: connections }, loop)).then(() => counts);
}

/** Socket errors and hang-ups: what a client would report as failed requests. */
export function resetsOf(counts) {
  return Object.values(counts.errors).reduce((sum, n) => sum + n, 0) + counts.hangUps;
}
