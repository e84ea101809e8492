import net from 'node:net';

/**
 * A TCP proxy between the processes under test and PostgreSQL or Redis, which can fail the way
 * networks and servers do: cut every connection (a restart, a failover, an idle kill), refuse
 * new ones (the server is down), blackhole traffic (a dead link: bytes vanish, nothing closes),
 * or add latency.
 */
export interface FaultProxy {
  port: number;
  /** The target's URL with this proxy's host and port in its place. */
  url(targetUrl: string): string;
  /** Destroys every open connection (both sides). */
  cut(): void;
  /** While down, new connections are accepted and closed at once. */
  setDown(down: boolean): void;
  /** While on, bytes in both directions are dropped and connections stay open. */
  setBlackhole(on: boolean): void;
  /** Delay added to every chunk, each way. */
  setLatency(ms: number): void;
  close(): Promise<void>;
}

export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  let down = false;
  let blackhole = false;
  let latency = 0;
  const forward = (to: net.Socket) => (chunk: Buffer) => {
    if (blackhole) return;
    if (latency === 0) to.write(chunk);
    else setTimeout(() => to.writable && to.write(chunk), latency);
  };
  const server = net.createServer((client) => {
    if (down) return void client.destroy();
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('data', forward(upstream));
    upstream.on('data', forward(client));
    for (const socket of [client, upstream]) {
      socket.on('error', end);
      socket.on('close', end);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const cut = () => {
    for (const { client, upstream } of pairs) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
  };
  return {
    port,
    url(targetUrl) {
      const url = new URL(targetUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    cut,
    setDown(value) {
      down = value;
    },
    setBlackhole(value) {
      blackhole = value;
    },
    setLatency(ms) {
      latency = ms;
    },
    close() {
      cut();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
