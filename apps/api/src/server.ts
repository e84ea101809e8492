import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadEnv } from './config/env';

const here = path.dirname(fileURLToPath(import.meta.url));
const env = loadEnv({ WEB_DIST: path.resolve(here, '../../web/dist'), ...process.env });
const app = await buildApp(env);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: env.PORT, host: env.HOST });
app.log.info(`Property Promoter is running at ${env.APP_URL}`);
