import { createServer } from 'node:net';

/** A free local port, so an address the app will listen on (PUBLIC_MEDIA_BASE) can be named before it starts. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
