import type { ComponentProps } from 'react';
import { Link } from 'react-router';

/**
 * An <a>-shaped link for design-system components that take a `linkComponent`: `href` becomes
 * the router's `to`, so in-app links navigate without a page load.
 */
export function RouterLink({ href, ...props }: ComponentProps<'a'> & { href: string }) {
  return <Link to={href} {...props} />;
}
