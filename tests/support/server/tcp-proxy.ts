// A loopback TCP proxy between the app and PostgreSQL that a test controls: cut the database off (open
// connections dropped, new ones refused), bring it back, or drop the next connection that is used. The
// machine's shared PostgreSQL is never stopped; only this proxy's sockets are.
import net from 'node:net';

export type TcpProxy = {
  port: number;
  /** Drops every open connection and refuses new ones, as a stopped database does. */
  cut: () => Promise<void>;
  /** Accepts connections again (nothing to do if it never stopped). */
  restore: () => Promise<void>;
  /** The next connection that sends anything is dropped instead (a connection that died while idle in the pool). */
  dropNextUsedConnection: () => void;
  /**
   * The next message matching `pattern` reaches the database, but its connection drops before the answer
   * comes back: for COMMIT, a write that committed while its client was told it failed. With `then: 'cut'`
   * the database is cut off as that answer is lost, as when it goes away mid-COMMIT and stays away.
   */
  loseTheAnswerTo: (pattern: RegExp, options?: { then: 'cut' }) => void;
  close: () => Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let dropNext = false;
  let loseAnswerTo: { pattern: RegExp; cutThen: boolean } | undefined;
  let server: net.Server;

  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));
  const cut = async () => {
    const closed = stopListening();
    for (const socket of open) socket.destroy();
    await closed;
  };

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
    let answerLost: { cutThen: boolean } | undefined;
    upstream.on('data', (chunk) => {
      if (!answerLost) return void client.write(chunk);
      pair.forEach((s) => s.destroy());
      if (answerLost.cutThen) void cut();
    });
    client.on('data', (chunk: Buffer) => {
      if (dropNext) {
        dropNext = false;
        pair.forEach((s) => s.destroy());
        return;
      }
      if (loseAnswerTo?.pattern.test(chunk.toString('latin1'))) {
        answerLost = { cutThen: loseAnswerTo.cutThen };
        loseAnswerTo = undefined;
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
  await listen(0);
  const port = (server!.address() as net.AddressInfo).port;
  return {
    port,
    cut,
    restore: () => (server.listening ? Promise.resolve() : listen(port)),
    dropNextUsedConnection: () => {
      dropNext = true;
    },
    loseTheAnswerTo: (pattern, options) => {
      loseAnswerTo = { pattern, cutThen: options?.then === 'cut' };
    },
    close: async () => {
      for (const socket of open) socket.destroy();
      if (server.listening) await stopListening();
    },
  };
}
