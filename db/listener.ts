import pg from 'pg';

/** Called with each NOTIFY payload; with null after the connection came back (what was sent meanwhile is lost). */
export type NotificationHandler = (payload: string | null) => void;
export type Unlisten = () => Promise<void>;

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10_000;

/**
 * LISTEN on PostgreSQL over one dedicated connection (a pooled one would be handed to other queries). When
 * the database goes away the connection is opened again with growing pauses, never throwing into the
 * process; every channel is listened to again and its handlers are called with null so they can catch up.
 */
export function createPostgresListener(url: string, onConnectionError: (error: Error) => void = () => undefined) {
  const channels = new Map<string, Set<NotificationHandler>>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let retryMs = FIRST_RETRY_MS;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;

  const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

  function scheduleReconnect() {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect(true);
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  }

  function lost(lostClient: pg.Client, error?: Error) {
    if (error) onConnectionError(error);
    if (client !== lostClient) return;
    client = null;
    lostClient.end().catch(() => undefined);
    scheduleReconnect();
  }

  function connect(again: boolean): Promise<void> {
    if (connecting) return connecting;
    connecting = (async () => {
      const next = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 5_000 });
      next.on('error', (error) => lost(next, error));
      next.on('end', () => lost(next));
      next.on('notification', (message) => {
        for (const handler of channels.get(message.channel) ?? []) handler(message.payload ?? '');
      });
      try {
        await next.connect();
        for (const channel of channels.keys()) await next.query(`listen ${quoted(channel)}`);
        if (closed) {
          await next.end();
          return;
        }
        client = next;
        retryMs = FIRST_RETRY_MS;
        if (again) for (const handlers of channels.values()) for (const handler of handlers) handler(null);
      } catch (error) {
        onConnectionError(error as Error);
        next.removeAllListeners('end');
        next.end().catch(() => undefined);
        scheduleReconnect();
      }
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    /** Resolves once listening (or once a first attempt failed: the listener keeps trying by itself). */
    async listen(channel: string, handler: NotificationHandler): Promise<Unlisten> {
      if (closed) throw new Error('the listener is closed');
      const isNew = !channels.has(channel);
      const handlers = channels.get(channel) ?? new Set<NotificationHandler>();
      handlers.add(handler);
      channels.set(channel, handlers);
      if (!client) await connect(false);
      else if (isNew) await client.query(`listen ${quoted(channel)}`).catch((error: Error) => onConnectionError(error));
      return async () => {
        handlers.delete(handler);
        if (handlers.size || channels.get(channel) !== handlers) return;
        channels.delete(channel);
        await client?.query(`unlisten ${quoted(channel)}`).catch(() => undefined);
      };
    },
    async close(): Promise<void> {
      closed = true;
      if (timer) clearTimeout(timer);
      await connecting?.catch(() => undefined);
      const last = client;
      client = null;
      if (last) {
        last.removeAllListeners('end');
        await last.end().catch(() => undefined);
      }
    },
  };
}
