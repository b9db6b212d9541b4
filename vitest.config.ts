import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { '~': here('./app'), '#ds': here('./design-system') };
const ignored = ['node_modules/**', 'build/**', 'e2e/**', 'data/**', 'storybook-static/**'];

const testFiles = (dir: string, recursive: boolean) =>
  fs
    .readdirSync(here(`./${dir}`), { recursive, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => (dir === '.' ? file : `${dir}/${file}`));
/**
 * The test files that mock a module (vi.mock): they get a module graph of their own. Every other
 * file shares its worker's graph with the files before it (`isolate: false`): loading the graph
 * afresh per file was a fifth of the integration suite's time and most of the DOM files' (ADR 124).
 * Test files live in the source folders and at the top (the manifest's, the dependency rules').
 */
const MOCKING = [
  ...testFiles('.', false),
  ...['app', 'server', 'common', 'design-system', 'scripts', 'test', 'stories', 'bench'].flatMap((dir) => testFiles(dir, true)),
].filter((file) => /\bvi\.(do)?[mM]ock\(/.test(fs.readFileSync(here(`./${file}`), 'utf8')));
// The integration suite runs real parts only, and shares its graph: a mock there would leak into the next file.
const mockingIntegration = MOCKING.filter((file) => file.endsWith('.int.test.ts'));
if (mockingIntegration.length) throw new Error(`integration tests mock a module (vi.mock): ${mockingIntegration.join(', ')}`);

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['**/*.test.ts'],
          exclude: [...ignored, '**/*.int.test.ts', ...MOCKING],
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: { name: 'unit-isolated', environment: 'node', include: MOCKING.filter((f) => f.endsWith('.ts')), exclude: ignored },
      },
      {
        plugins: [vanillaExtractPlugin()],
        resolve: { alias },
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['**/*.test.tsx'],
          exclude: [...ignored, ...MOCKING],
          setupFiles: ['./test/setup-dom.ts'],
          isolate: false,
        },
      },
      {
        plugins: [vanillaExtractPlugin()],
        resolve: { alias },
        test: {
          name: 'dom-isolated',
          environment: 'jsdom',
          include: MOCKING.filter((f) => f.endsWith('.tsx')),
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
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One migrated database per run, copied for each file (ADR 123).
          globalSetup: ['./test/db-template.ts'],
        },
      },
    ],
  },
});
