/**
 * Pipelined requests that are never read (issue 42 point 9, decision 104): `sockets` connections
 * each write `requests` GETs in one go and never read an answer, as the audit's client did.
 * Used by test/reliability/pipelining.test.ts and scripts/bench/connections.mjs.
 */
import { connect } from 'node:net';

/** Opens the sockets and sends everything; resolves once written, with a way to close them. */
export async function pipelineWithoutReading({ port, host = '127.0.0.1', sockets, requests, path }) {
  const request = `GET ${path} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: identity\r\n\r\n`;
  const open = await Promise.all(
    Array.from(
      { length: sockets },
      () =>
        new Promise((resolve) => {
          const socket = connect(port, host, () => {
            socket.pause(); // never read: the answers pile up on the server's side
            socket.write(request.repeat(requests));
            resolve(socket);
          });
          socket.on('error', () => {});
        }),
    ),
  );
  return { destroy: () => open.forEach((socket) => socket.destroy()) };
}
