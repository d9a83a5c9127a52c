// A loopback TCP proxy between the app and PostgreSQL that a test controls: cut the database off (open
// connections dropped, new ones refused), bring it back, or drop the next connection that is used. The
// machine's shared PostgreSQL is never stopped; only this proxy's sockets are.
import net from 'node:net';

export type TcpProxy = {
  port: number;
  /** Drops every open connection and refuses new ones, as a stopped database does. */
  cut: () => Promise<void>;
  /** Accepts connections again. */
  restore: () => Promise<void>;
  /** The next connection that sends anything is dropped instead (a connection that died while idle in the pool). */
  dropNextUsedConnection: () => void;
  /**
   * The next message matching `pattern` reaches the database, but its connection drops before the answer
   * comes back: for COMMIT, a write that committed while its client was told it failed.
   */
  loseTheAnswerTo: (pattern: RegExp) => void;
  close: () => Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let dropNext = false;
  let loseAnswerTo: RegExp | undefined;
  let server: net.Server;

  const pipe = (client: net.Socket) => {
    const upstream = net.connect(target.port, target.host);
    const pair = [client, upstream];
    for (const socket of pair) {
      open.add(socket);
      socket.on('error', () => pair.forEach((s) => s.destroy()));
      socket.on('close', () => {
        open.delete(socket);
        pair.forEach((s) => s.destroy());
      });
    }
    let answerLost = false;
    upstream.on('data', (chunk) => {
      if (answerLost) pair.forEach((s) => s.destroy());
      else client.write(chunk);
    });
    client.on('data', (chunk: Buffer) => {
      if (dropNext) {
        dropNext = false;
        pair.forEach((s) => s.destroy());
        return;
      }
      if (loseAnswerTo?.test(chunk.toString('latin1'))) {
        loseAnswerTo = undefined;
        answerLost = true;
      }
      upstream.write(chunk);
    });
  };

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer(pipe);
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));

  await listen(0);
  const port = (server!.address() as net.AddressInfo).port;
  return {
    port,
    cut: async () => {
      const closed = stopListening();
      for (const socket of open) socket.destroy();
      await closed;
    },
    restore: () => listen(port),
    dropNextUsedConnection: () => {
      dropNext = true;
    },
    loseTheAnswerTo: (pattern) => {
      loseAnswerTo = pattern;
    },
    close: async () => {
      for (const socket of open) socket.destroy();
      if (server.listening) await stopListening();
    },
  };
}
