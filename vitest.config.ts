import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { '~': here('./app'), '#ds': here('./design-system') };
const ignored = ['node_modules/**', 'build/**', 'e2e/**', 'data/**', 'storybook-static/**'];

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['**/*.test.ts'],
          exclude: [...ignored, '**/*.int.test.ts'],
        },
      },
      {
        plugins: [vanillaExtractPlugin()],
        resolve: { alias },
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['**/*.test.tsx'],
          exclude: ignored,
          setupFiles: ['./test/setup-dom.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          environment: 'node',
          include: ['**/*.int.test.ts'],
          exclude: ignored,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One migrated database per run, copied for each file (ADR 123).
          globalSetup: ['./test/db-template.ts'],
        },
      },
    ],
  },
});
