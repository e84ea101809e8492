/**
 * One API process of the scale test, started as production starts it (buildApp with the env of
 * loadEnv, listening on TCP) on a loopback port it reports to the parent over IPC.
 */
import { buildApp } from '../../src/app';
import { loadEnv } from '../../src/config/env';

const app = await buildApp(loadEnv({ ...process.env, HOST: '127.0.0.1', PORT: '0' }));
await app.listen({ port: 0, host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
process.send?.({ port: (app.server.address() as { port: number }).port });
