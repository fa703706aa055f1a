import type { ComponentProps, ComponentType } from 'react';

/**
 * What renders an in-app link for a component that shows one (e.g. the app's `RouterLink`, which
 * maps `href` to the router's `to`). Components fall back to a plain <a> without it.
 */
export type LinkComponent = ComponentType<ComponentProps<'a'> & { href: string }>;
