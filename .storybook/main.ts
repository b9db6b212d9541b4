import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  // One folder per area of the design card (see docs/decisions/011-stories.md).
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  // The app's static files (the gift animations under /gifts/) at the same paths as in the app.
  staticDirs: ['../public'],
  framework: {
    name: '@storybook/react-vite',
    options: { builder: { viteConfigPath: fileURLToPath(new URL('./vite.config.ts', import.meta.url)) } },
  },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // Without these the browser tests reload half-way (toolchain.md).
      optimizeDeps: {
        include: [
          'react/jsx-dev-runtime',
          'react/jsx-runtime',
          'react-dom/client',
          '@vanilla-extract/recipes/createRuntimeFn',
          '@vanilla-extract/sprinkles/createRuntimeSprinkles',
          '@vanilla-extract/css/fileScope',
          'radix-ui',
          'react-aria-components',
          'framer-motion',
          // Screen views read zustand stores (feed volume) and the route-error rules (@remix-run/react).
          'zustand',
          '@remix-run/react',
        ],
      },
    });
  },
};

export default config;
