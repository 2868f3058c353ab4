/**
 * The live-coverage service of the local upstream: the socket (socketService.ts), the publisher
 * (publisher.ts) over the shared feed (feed.ts), and the test control API under /__live
 * (docs/upstream-api.md "Live coverage"): publish, update and delete items now, run a publisher
 * round, send error codes, close or drop socket connections, refuse new ones, reset.
 */
import type { HttpBindings } from '@hono/node-server';
import type { Context, Hono } from 'hono';
import type { Server } from 'node:http';
import { z } from 'zod';
import type { LiveArticle } from '../../shared/models/liveArticle';
import type { World } from '../world/world';
import { createRng } from '../world/random';
import { DATA_ENCODINGS, liveFeedFor, type DataEncoding, type LiveFeed } from './feed';
import { isLiveNow, LivePublisher, newLiveItem } from './publisher';
import { LiveSocketService } from './socketService';

export interface LiveServiceOptions {
  /** Publisher interval in ms; 0 or undefined: no automatic publishing (tests drive it). */
  intervalMs?: number;
  /** Told of every change of a live article's items (publisher or control API): the content-change webhook. */
  onChange?: (live: LiveArticle) => Promise<void>;
}

export interface LiveService {
  feed: LiveFeed;
  socket: LiveSocketService;
  publisher: LivePublisher;
  /** Serves the socket on this HTTP server (called once it exists). */
  attach(server: Server): void;
  close(): void;
}

const encodingSchema = z.enum(DATA_ENCODINGS as [DataEncoding, ...DataEncoding[]]).optional();
const patchSchema = z.object({
  headline: z.string().min(1).max(500).optional(),
  body: z.string().max(20_000).optional(),
  important: z.boolean().optional(),
  pinned: z.boolean().optional(),
  encoding: encodingSchema,
});
const signalSchema = z.object({ code: z.number().int().min(1000).max(4999), close: z.boolean().optional() });
const acceptingSchema = z.object({ accepting: z.boolean() });

type Ctx = Context<{ Bindings: HttpBindings }>;

async function bodyOf(c: Ctx): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function registerLiveService(
  app: Hono<{ Bindings: HttpBindings }>,
  world: World,
  options: LiveServiceOptions = {},
): LiveService {
  const feed = liveFeedFor(world);
  const socket = new LiveSocketService(feed);
  const publisher = new LivePublisher(feed, world.liveArticles);
  const rng = createRng(world.seed ^ 0x5eed);
  // The announcement of the latest change: a control call answers once its change is announced.
  let announced: Promise<void> = Promise.resolve();
  const { onChange } = options;
  if (onChange) feed.onChange(({ live }) => void (announced = onChange(live)));
  publisher.start(options.intervalMs ?? 0);

  const invalid = (c: Ctx, error: z.ZodError | string) =>
    c.json({ error: 'invalid request', detail: typeof error === 'string' ? error : z.prettifyError(error) }, 400);
  const withLive = (c: Ctx) => feed.article(c.req.param('contentId') ?? '');

  app.get('/__live', (c) =>
    c.json({
      socket: { connections: socket.connectionCount, accepting: socket.accepting },
      articles: world.liveArticles.map((live) => ({
        contentId: live.id,
        url: live.canonicalUrl,
        channel: live.channelDetails?.name,
        key: live.channelDetails?.key,
        liveNow: isLiveNow(live, Date.now()),
      })),
    }),
  );

  // A reset is a change of every live article's items: announced (so caches drop the pages that
  // showed the items it forgets) before it is answered, like the other control calls.
  app.delete('/__live', async (c) => {
    feed.reset();
    socket.accepting = true;
    if (onChange) await Promise.all(world.liveArticles.map((live) => onChange(live)));
    return c.body(null, 204);
  });

  app.post('/__live/tick', (c) => {
    publisher.tick(Date.now());
    return c.body(null, 204);
  });

  app.post('/__live/:contentId/items', async (c) => {
    const live = withLive(c);
    if (!live) return c.json({ error: 'no such live article' }, 404);
    const patch = patchSchema.safeParse(await bodyOf(c));
    if (!patch.success) return invalid(c, patch.error);
    const { encoding, ...fields } = patch.data;
    const item = feed.publish(live, newLiveItem(live, rng, Date.now(), fields), encoding);
    await announced;
    return c.json({ item }, 201);
  });

  app.patch('/__live/:contentId/items/:id', async (c) => {
    const live = withLive(c);
    if (!live) return c.json({ error: 'no such live article' }, 404);
    const patch = patchSchema.safeParse(await bodyOf(c));
    if (!patch.success) return invalid(c, patch.error);
    const { encoding, ...fields } = patch.data;
    const item = feed.update(live, c.req.param('id'), fields, Date.now(), encoding);
    if (item) await announced;
    return item ? c.json({ item }) : c.json({ error: 'no such live item' }, 404);
  });

  app.delete('/__live/:contentId/items/:id', async (c) => {
    const live = withLive(c);
    if (!live) return c.json({ error: 'no such live article' }, 404);
    const encoding = encodingSchema.safeParse(c.req.query('encoding'));
    if (!encoding.success) return invalid(c, encoding.error);
    const item = feed.remove(live, c.req.param('id'), encoding.data);
    if (item) await announced;
    return item ? c.json({ item }) : c.json({ error: 'no such live item' }, 404);
  });

  app.post('/__live/socket/error', async (c) => {
    const signal = signalSchema.safeParse(await bodyOf(c));
    if (!signal.success) return invalid(c, signal.error);
    if (signal.data.close && signal.data.code < 3000 && signal.data.code !== 1000)
      return invalid(c, 'a close code is 1000 or 3000-4999');
    return c.json({ connections: socket.signal(signal.data.code, signal.data.close === true) });
  });

  app.post('/__live/socket/drop', (c) => c.json({ connections: socket.drop() }));

  app.put('/__live/socket', async (c) => {
    const body = acceptingSchema.safeParse(await bodyOf(c));
    if (!body.success) return invalid(c, body.error);
    socket.accepting = body.data.accepting;
    const dropped = body.data.accepting ? 0 : socket.drop();
    return c.json({ accepting: socket.accepting, dropped });
  });

  return {
    feed,
    socket,
    publisher,
    attach: (server) => socket.attach(server),
    close() {
      publisher.stop();
      socket.close();
    },
  };
}
