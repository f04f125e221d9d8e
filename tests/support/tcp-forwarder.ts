/**
 * A TCP forwarder on a free port that a test can point elsewhere: the address an app is given for its database,
 * moved from a failed primary to its standby as a failover moves a virtual IP or a DNS name.
 */
import { connect, createServer, type Socket } from 'node:net';
import { freePort } from '../../bench/free-port.ts';

export interface Forwarder {
  port: number;
  /** Sends new connections to `port` and cuts every open one, as the old server's address going away does. */
  pointAt(port: number): void;
  close(): Promise<void>;
}

export async function startForwarder(target: number): Promise<Forwarder> {
  let to = target;
  const open = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect({ port: to, host: '127.0.0.1' });
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    pointAt(next) {
      to = next;
      for (const socket of open) socket.destroy();
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
