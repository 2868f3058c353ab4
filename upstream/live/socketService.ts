/**
 * The local live-coverage socket (000 §7 / 001 §7): a `ws` server on the upstream's own HTTP
 * server at LIVE_SOCKET_PATH, speaking the frames of decision 015. A client sends set_channels
 * with each channel's name and key and gets channels_set; it subscribes per channel "waiting for
 * auth" (a subscription sent before its channel is set waits for it); from then on every change
 * of the feed for that channel arrives as a data frame (one item, a list, or that JSON as a
 * string). Mistakes are answered with error frames whose codes are listed in
 * docs/decisions/021-live-socket.md. Tests make it send error codes, close with a code, drop every
 * connection or refuse new ones (routes.ts).
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { z } from 'zod';
import {
  FRAME_CHANNELS_SET,
  FRAME_DATA,
  FRAME_ERROR,
  FRAME_SET_CHANNELS,
  FRAME_SUBSCRIBE,
} from '../../shared/live/constants';
import { channelCredentialsSchema } from '../../shared/live/frames';
import type { LiveChange, LiveFeed } from './feed';

/** Where the socket listens (ClientServices.liveSocketUrl defaults to ws://<upstream>/live/socket). */
export const LIVE_SOCKET_PATH = '/live/socket';

/** Error codes this service sends (open values, decision 021). 4104 / 4000 / 4001 are the spec's. */
export const SOCKET_ERROR_CODES = {
  /** A frame that is not JSON, has an unknown type or the wrong shape. */
  badFrame: 4400,
  /** A subscribe without waitForAuth for a channel that is not set. */
  notAuthorized: 4401,
  /** set_channels with a wrong (or missing) key for a channel. */
  wrongKey: 4403,
  /** set_channels naming a channel no live article has. */
  unknownChannel: 4404,
} as const;

/** Bounds: frame size, connections, channels per connection, heartbeat. */
const MAX_FRAME_BYTES = 64 * 1024;
const MAX_CONNECTIONS = 1_000;
const MAX_CHANNELS = 20;
const HEARTBEAT_MS = 30_000;

const setChannelsSchema = z.object({
  type: z.literal(FRAME_SET_CHANNELS),
  channels: z.array(channelCredentialsSchema).min(1).max(MAX_CHANNELS),
});
const subscribeSchema = z.object({
  type: z.literal(FRAME_SUBSCRIBE),
  channel: z.string().min(1),
  waitForAuth: z.boolean().optional(),
});

interface Connection {
  socket: WebSocket;
  channels: Set<string>;
  /** Subscriptions waiting for their channel to be set. */
  waiting: Set<string>;
  subscribed: Set<string>;
  alive: boolean;
}

export class LiveSocketService {
  private readonly server = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  private readonly connections = new Set<Connection>();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly unsubscribe: () => void;
  /** False while tests keep the service "down": new connections are refused with 503. */
  accepting = true;

  constructor(private readonly feed: LiveFeed) {
    this.unsubscribe = feed.onChange((change) => this.broadcast(change));
    this.heartbeat = setInterval(() => this.checkAlive(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  /** Answers WebSocket upgrades on LIVE_SOCKET_PATH of this HTTP server. */
  attach(server: Server): void {
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) =>
      this.upgrade(request, socket, head),
    );
  }

  private upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const refuse = (status: string) => {
      socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    };
    if (path !== LIVE_SOCKET_PATH) return refuse('404 Not Found');
    if (!this.accepting || this.connections.size >= MAX_CONNECTIONS) return refuse('503 Service Unavailable');
    this.server.handleUpgrade(request, socket, head, (ws) => this.open(ws));
  }

  private open(socket: WebSocket): void {
    const connection: Connection = {
      socket,
      channels: new Set(),
      waiting: new Set(),
      subscribed: new Set(),
      alive: true,
    };
    this.connections.add(connection);
    socket.on('pong', () => (connection.alive = true));
    socket.on('message', (data: RawData, isBinary: boolean) =>
      this.receive(connection, isBinary ? undefined : data.toString('utf8')),
    );
    socket.on('close', () => this.connections.delete(connection));
    socket.on('error', () => socket.terminate());
  }

  private send(connection: Connection, frame: unknown): void {
    if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(JSON.stringify(frame));
  }

  private error(connection: Connection, code: number, message: string): void {
    this.send(connection, { type: FRAME_ERROR, code, message });
  }

  private receive(connection: Connection, text: string | undefined): void {
    let json: unknown;
    try {
      json = text === undefined ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
    }
    const type = typeof json === 'object' && json !== null ? (json as { type?: unknown }).type : undefined;
    if (type === FRAME_SET_CHANNELS) {
      const frame = setChannelsSchema.safeParse(json);
      if (frame.success) return this.setChannels(connection, frame.data.channels);
    } else if (type === FRAME_SUBSCRIBE) {
      const frame = subscribeSchema.safeParse(json);
      if (frame.success) return this.subscribe(connection, frame.data.channel, frame.data.waitForAuth === true);
    }
    this.error(connection, SOCKET_ERROR_CODES.badFrame, 'Frame is not a set_channels or subscribe frame');
  }

  private setChannels(connection: Connection, channels: ReadonlyArray<{ name: string; key?: string }>): void {
    for (const { name, key } of channels) {
      const live = this.feed.articleByChannel(name);
      if (!live) return this.error(connection, SOCKET_ERROR_CODES.unknownChannel, `Unknown channel ${name}`);
      const expected = live.channelDetails?.key;
      if (expected !== undefined && expected !== key)
        return this.error(connection, SOCKET_ERROR_CODES.wrongKey, `Wrong key for channel ${name}`);
    }
    connection.channels = new Set(channels.map((channel) => channel.name));
    // Subscriptions of channels no longer set end; waiting ones whose channel is now set begin.
    for (const name of connection.subscribed) if (!connection.channels.has(name)) connection.subscribed.delete(name);
    for (const name of connection.waiting) {
      if (connection.channels.has(name)) {
        connection.waiting.delete(name);
        connection.subscribed.add(name);
      }
    }
    this.send(connection, { type: FRAME_CHANNELS_SET, channels: [...connection.channels] });
  }

  private subscribe(connection: Connection, channel: string, waitForAuth: boolean): void {
    if (connection.channels.has(channel)) connection.subscribed.add(channel);
    else if (waitForAuth && connection.waiting.size < MAX_CHANNELS) connection.waiting.add(channel);
    else this.error(connection, SOCKET_ERROR_CODES.notAuthorized, `Channel ${channel} is not set`);
  }

  private broadcast({ live, item, encoding }: LiveChange): void {
    const channel = live.channelDetails?.name;
    if (!channel) return;
    const data = encoding === 'array' ? [item] : encoding === 'string' ? JSON.stringify(item) : item;
    for (const connection of this.connections) {
      if (connection.subscribed.has(channel)) this.send(connection, { type: FRAME_DATA, channel, data });
    }
  }

  /** Sends an error frame with `code` on every connection, or closes every connection with it. */
  signal(code: number, close: boolean): number {
    const count = this.connections.size;
    for (const connection of this.connections) {
      if (close) connection.socket.close(code, 'closed by the test control');
      else this.error(connection, code, 'error sent by the test control');
    }
    return count;
  }

  /** Drops every connection without a closing handshake (the client sees 1006). */
  drop(): number {
    const count = this.connections.size;
    for (const connection of this.connections) connection.socket.terminate();
    return count;
  }

  private checkAlive(): void {
    for (const connection of this.connections) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  }

  close(): void {
    clearInterval(this.heartbeat);
    this.unsubscribe();
    this.drop();
    this.server.close();
  }
}
