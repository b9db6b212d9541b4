import { vitePlugin as remix } from '@remix-run/dev';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { remixOptions } from './remix.config';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
// Remix's plugin must stay out of Vitest and Storybook (they load this config too).
const inTool = Boolean(process.env.VITEST || process.env.STORYBOOK);

/**
 * zod and app/lib/zod-jitless.ts share one browser chunk, so zod is told not to compile parsers
 * (ADR 085) as soon as it exists: a chunk that makes an object schema at its top level, evaluated
 * before root.tsx's body, would otherwise probe `new Function` under the CSP.
 */
function manualChunks(id: string): string | undefined {
  if (id.includes('/node_modules/zod/') || id.endsWith('/app/lib/zod-jitless.ts')) return 'zod';
  return undefined;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [vanillaExtractPlugin(), !inTool && remix(remixOptions)],
  resolve: {
    alias: {
      '~': here('./app'),
      '#ds': here('./design-system'),
    },
  },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
  // bench/ds-size.mjs builds with source maps to attribute bytes to the design system.
  build: {
    target: 'es2020',
    sourcemap: process.env.BUILD_SOURCEMAP === '1',
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks } },
  },
}));
