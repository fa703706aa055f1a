import fsd from '@feature-sliced/steiger-plugin';
import { defineConfig } from 'steiger';

export default defineConfig([
  ...fsd.configs.recommended,
  {
    // House style: a feature owns one user action (log out, register), even while a single
    // widget or page uses it; later slices reuse them.
    files: ['./src/features/**'],
    rules: { 'fsd/insignificant-slice': 'off' },
  },
]);
