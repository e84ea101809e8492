import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const require = createRequire(import.meta.url);
// react-router's package exports point every condition at its development build (warnings, cookie
// parsing for server use); the browser bundle takes the production build, about half the size.
const reactRouterProduction = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: isSsrBuild ? {} : { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] },
  server: { port: 5173, proxy: { '/api': 'http://localhost:8080' } },
  build: { target: 'es2022', sourcemap: true },
}));
