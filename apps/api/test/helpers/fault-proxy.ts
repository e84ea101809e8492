import net from 'node:net';

/**
 * A TCP proxy between the processes under test and PostgreSQL or Redis, which can fail the way
 * networks and servers do: cut every connection (a restart, a failover, an idle kill), refuse
 * new ones (the server is down), blackhole traffic (a dead link: nothing arrives, nothing closes),
 * or add latency. Bytes always arrive in order: a blackhole holds them, as TCP retransmits them
 * once the link is back, rather than dropping them (which no TCP connection does, and which would
 * leave a Redis or PostgreSQL client pairing answers with the wrong commands).
 */
export interface FaultProxy {
  port: number;
  /** The target's URL with this proxy's host and port in its place. */
  url(targetUrl: string): string;
  /** Destroys every open connection (both sides). */
  cut(): void;
  /** While down, new connections are accepted and closed at once. */
  setDown(down: boolean): void;
  /** While on, bytes in both directions are held (none delivered) and connections stay open. */
  setBlackhole(on: boolean): void;
  /** Delay added to every chunk, each way. */
  setLatency(ms: number): void;
  close(): Promise<void>;
}

/** One direction of a connection: chunks leave in order, each after the latency, none in a blackhole. */
function channel(to: net.Socket, state: { blackhole: boolean; latency: number }) {
  const queue: Array<{ chunk: Buffer; due: number }> = [];
  let timer: NodeJS.Timeout | undefined;
  const pump = () => {
    timer = undefined;
    while (!state.blackhole && queue.length > 0) {
      const [first] = queue;
      const wait = (first?.due ?? 0) - Date.now();
      if (wait > 0) {
        timer = setTimeout(pump, wait);
        return;
      }
      const chunk = queue.shift()?.chunk;
      if (chunk && to.writable) to.write(chunk);
    }
  };
  return {
    push(chunk: Buffer) {
      queue.push({ chunk, due: Date.now() + state.latency });
      if (!timer) pump();
    },
    /** Delivers what a blackhole held. */
    resume() {
      if (!timer) pump();
    },
    stop() {
      clearTimeout(timer);
      queue.length = 0;
    },
  };
}

export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  const pairs = new Set<{
    client: net.Socket;
    upstream: net.Socket;
    channels: ReturnType<typeof channel>[];
  }>();
  let down = false;
  const state = { blackhole: false, latency: 0 };
  const server = net.createServer((client) => {
    if (down) return void client.destroy();
    const upstream = net.connect(target.port, target.host);
    const toUpstream = channel(upstream, state);
    const toClient = channel(client, state);
    const pair = { client, upstream, channels: [toUpstream, toClient] };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      for (const c of pair.channels) c.stop();
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (chunk: Buffer) => toUpstream.push(chunk));
    upstream.on('data', (chunk: Buffer) => toClient.push(chunk));
    for (const socket of [client, upstream]) {
      socket.on('error', end);
      socket.on('close', end);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const cut = () => {
    for (const { client, upstream, channels } of pairs) {
      for (const c of channels) c.stop();
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
      state.blackhole = value;
      if (!value) for (const pair of pairs) for (const c of pair.channels) c.resume();
    },
    setLatency(ms) {
      state.latency = ms;
    },
    close() {
      cut();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
