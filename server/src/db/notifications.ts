import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a subscriber hears on one channel. */
export interface ChannelHandlers {
  /** A payload sent with NOTIFY (after the sending transaction committed). */
  message: (payload: string) => void;
  /**
   * Whether messages are being received. `false` when the feed stops (connection lost): messages
   * sent meanwhile are lost, so whatever was derived from them must be dropped. `true` once
   * listening (again).
   */
  live: (live: boolean) => void;
}

/** LISTEN/NOTIFY of the database, the same on both drivers. */
export interface Notifications {
  /** Listens on `channel`; resolves once listening, with the function that stops it. */
  subscribe: (channel: string, handlers: ChannelHandlers) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
}

/**
 * PGlite: one session, so a notification reaches its listeners in the same response that commits
 * the change (PGlite queues the callbacks before resolving that query): nothing is ever missed.
 */
export const pgliteNotifications = (client: PGlite): Notifications => ({
  subscribe: async (channel, handlers) => {
    const unlisten = await client.listen(channel, handlers.message);
    handlers.live(true);
    return async () => {
      handlers.live(false);
      if (!client.closed) await unlisten();
    };
  },
  close: async () => {},
});

const RECONNECT_MS = 1_000;
const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * PostgreSQL: a dedicated connection outside the pool (a pooled one would be handed to queries),
 * opened on the first subscription and reopened a second after it drops; subscribers are told
 * the feed is down meanwhile.
 */
export const postgresNotifications = (connectionString: string): Notifications => {
  const channels = new Map<string, Set<ChannelHandlers>>();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const everyone = () => [...channels.values()].flatMap((set) => [...set]);

  const dropped = (current: pg.Client) => {
    if (client !== current) return;
    client = undefined;
    for (const handlers of everyone()) handlers.live(false);
    current.end().catch(() => {});
    if (!closed && channels.size > 0)
      retry ??= setTimeout(() => {
        retry = undefined;
        void connect().catch(() => {});
      }, RECONNECT_MS);
  };

  const connect = (): Promise<void> =>
    (connecting ??= (async () => {
      const next = new pg.Client({ connectionString });
      next.on('error', () => dropped(next));
      next.on('end', () => dropped(next));
      next.on('notification', (message) => {
        for (const handlers of channels.get(message.channel) ?? [])
          handlers.message(message.payload ?? '');
      });
      try {
        await next.connect();
        for (const channel of channels.keys()) await next.query(`listen ${quoteIdent(channel)}`);
        client = next;
        for (const handlers of everyone()) handlers.live(true);
      } catch (error) {
        client = next;
        dropped(next);
        throw error;
      }
    })().finally(() => {
      connecting = undefined;
    }));

  return {
    subscribe: async (channel, handlers) => {
      const set = channels.get(channel) ?? new Set<ChannelHandlers>();
      set.add(handlers);
      channels.set(channel, set);
      // Not listening yet (first subscription, or the database unreachable): the feed reports
      // live once connected; until then subscribers treat it as down.
      if (!client) await connect().catch(() => {});
      // LISTEN again even right after connect(): a connect already under way when this channel
      // was added may have listened before it (LISTEN twice is harmless).
      const current = client;
      if (current) {
        // A failure here is a dropped connection: `dropped` reports it and reconnects.
        const listening = await current.query(`listen ${quoteIdent(channel)}`).then(
          () => true,
          () => false,
        );
        if (listening && client === current) handlers.live(true);
      }
      return async () => {
        handlers.live(false);
        set.delete(handlers);
        if (set.size > 0) return;
        channels.delete(channel);
        if (client) await client.query(`unlisten ${quoteIdent(channel)}`).catch(() => {});
      };
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      for (const handlers of everyone()) handlers.live(false);
      await current?.end().catch(() => {});
    },
  };
};
