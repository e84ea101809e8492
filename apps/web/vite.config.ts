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

// `npm start` builds with the server's environment, so the server's GOOGLE_CLIENT_ID shows the Google
// button without a second variable; VITE_GOOGLE_CLIENT_ID still wins when set.
const googleClientId = process.env.VITE_GOOGLE_CLIENT_ID ?? process.env.GOOGLE_CLIENT_ID ?? '';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  define: { 'import.meta.env.VITE_GOOGLE_CLIENT_ID': JSON.stringify(googleClientId) },
  resolve: isSsrBuild ? {} : { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] },
  server: { port: 5173, proxy: { '/api': 'http://localhost:8080' } },
  build: { target: 'es2022', sourcemap: true },
}));
