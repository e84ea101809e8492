import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    // Above the 5 s a findBy may now wait (setup-tests.ts), so a slow render fails as that, not a timeout.
    testTimeout: 20_000,
  },
});
