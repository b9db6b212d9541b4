import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * Storybook's own Vite config: only what the design system needs (aliases). It keeps the
 * app's config (Remix plugin, server options) out of Storybook; main.ts adds vanilla-extract.
 */
const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '#ds': here('../design-system'),
      '#common': here('../common'),
    },
  },
});
