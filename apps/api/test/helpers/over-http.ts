import type { App } from '../../src/app';
import type { Db } from '../../src/db/client';

interface InjectOptions {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: unknown;
}

/**
 * An API process in another process (or on another machine) as the test helpers see an App: its
 * `inject` is a real HTTP request to `base`, and `ctx.db` is the test's own connection to the shared
 * database (the helpers that set a column directly). So createAccount, uploadPhotos, reelMaterial…
 * drive child processes unchanged.
 */
export function overHttp(base: string, db: Db): App {
  const inject = async (o: InjectOptions) => {
    const raw = o.payload === undefined || Buffer.isBuffer(o.payload) || typeof o.payload === 'string';
    const res = await fetch(base + o.url, {
      method: o.method,
      headers: { ...(raw ? {} : { 'content-type': 'application/json' }), ...o.headers },
      body: raw ? (o.payload as Buffer | string | undefined) : JSON.stringify(o.payload),
      redirect: 'manual',
    });
    const rawPayload = Buffer.from(await res.arrayBuffer());
    return {
      statusCode: res.status,
      headers: Object.fromEntries(res.headers),
      rawPayload,
      body: rawPayload.toString('utf8'),
      json: () => JSON.parse(rawPayload.toString('utf8')),
    };
  };
  return { inject, ctx: { db } } as unknown as App;
}
