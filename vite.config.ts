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

export default defineConfig({
  plugins: [vanillaExtractPlugin(), !inTool && remix(remixOptions)],
  resolve: {
    alias: {
      '~': here('./app'),
      '#ds': here('./design-system'),
    },
  },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
  // bench/ds-size.mjs builds with source maps to attribute bytes to the design system.
  build: { target: 'es2020', sourcemap: process.env.BUILD_SOURCEMAP === '1' },
});
