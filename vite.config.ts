import { vitePlugin as remix } from '@remix-run/dev';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { remixOptions } from './remix.config';
import { clientChunks, designSystemImports } from './scripts/client-chunks';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
// Remix's plugin must stay out of Vitest and Storybook (they load this config too).
const inTool = Boolean(process.env.VITEST || process.env.STORYBOOK);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [vanillaExtractPlugin(), !inTool && remix(remixOptions), !inTool && !isSsrBuild && designSystemImports(here('.'))],
  resolve: {
    alias: [
      { find: '~', replacement: here('./app') },
      { find: '#ds', replacement: here('./design-system') },
      // The browser's zod is told not to compile parsers before any module can make a schema (ADR 085, 105).
      ...(inTool || isSsrBuild ? [] : [{ find: /^zod$/, replacement: here('./app/lib/zod-jitless.ts') }]),
    ],
  },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
  // bench/ds-size.mjs builds with source maps to attribute bytes to the design system.
  build: {
    target: 'es2020',
    // The server's build stays unminified (Vite's default for it): nobody downloads it, and its stack traces stay readable.
    minify: isSsrBuild ? false : 'terser',
    terserOptions: { ecma: 2020, module: true, compress: { passes: 2 } },
    sourcemap: process.env.BUILD_SOURCEMAP === '1',
    // A zod schema nothing uses is dropped: a module that also exports plain rules then costs no zod (ADR 105).
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: clientChunks(here('.')) }, treeshake: { manualPureFunctions: ['z'] } },
  },
}));
