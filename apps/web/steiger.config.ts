import fsd from '@feature-sliced/steiger-plugin';
import { defineConfig } from 'steiger';

export default defineConfig([
  ...fsd.configs.recommended,
  {
    // House style: a feature owns one user action (log out, register, vote), even while a single
    // widget or page uses it, and an entity owns one kind of thing (post, comment, poll, reaction,
    // attachment), even while one feature is its main user. Steiger cannot turn this rule off for
    // features alone: files a rule is off for are hidden from it, so the entities they use would
    // look unused. Hence off for the whole tree.
    rules: { 'fsd/insignificant-slice': 'off' },
  },
]);
