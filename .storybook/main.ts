import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';

/**
 * One Storybook for the design system (`packages/ui`) and the web app's slices (`apps/web`).
 * Paths are relative to this folder.
 */
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)', '../apps/web/src/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    '@chromatic-com/storybook',
  ],
  // The server serves the default images at /photos (spec point 3); so does Storybook.
  staticDirs: [{ from: '../apps/server/assets/photos', to: '/photos' }],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    return {
      ...viteConfig,
      plugins: [...(viteConfig.plugins ?? []), react()],
      // The web app's slices import each other as `@/layer/slice`.
      resolve: {
        ...viteConfig.resolve,
        alias: {
          ...(viteConfig.resolve?.alias as Record<string, string> | undefined),
          '@': path.resolve(import.meta.dirname, '../apps/web/src'),
        },
      },
    };
  },
};

export default config;
