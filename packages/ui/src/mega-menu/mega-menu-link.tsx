import { ExternalLinkIcon } from '@radix-ui/react-icons';
import type { ComponentProps, ComponentType } from 'react';
import { Badge } from '../badge/badge.tsx';
import styles from './mega-menu.module.css';

/** Spec point 3 "Menu item": id, title, url, children. */
export interface MegaMenuItem {
  id: number | string;
  title: string;
  url: string;
  children?: MegaMenuItem[];
  /** The section behind the link is not built yet: the link says "Soon" beside its title. */
  soon?: boolean;
}

/** What renders an in-app link (e.g. the router's Link, mapping `href` to its `to`). */
export type MegaMenuLinkComponent = ComponentType<ComponentProps<'a'> & { href: string }>;

export interface MegaMenuProps {
  items: MegaMenuItem[];
  /** Renders in-app links; links to other sites always render a plain <a>. Default: <a>. */
  linkComponent?: MegaMenuLinkComponent;
  /** Accessible name of the navigation landmark. */
  label?: string;
  /** Shows placeholders shaped like the menu while it loads. */
  loading?: boolean;
  /** Called after any link is followed (the open panel closes; a sheet closes itself with it). */
  onNavigate?: () => void;
  className?: string;
}

export const isExternalUrl = (url: string) =>
  /^[a-z][a-z\d+\-.]*:\/\//i.test(url) || url.startsWith('//');

/** A menu entry's link: in-app through `linkComponent`, another site as a plain <a>. */
export function MenuLink({
  item,
  linkComponent: Link,
  className,
  onNavigate,
  menuKey,
}: {
  item: MegaMenuItem;
  /** Marks a top-level entry, so focus can follow it from the static menu to the live one. */
  menuKey?: string;
  linkComponent: MegaMenuLinkComponent | undefined;
  className: string | undefined;
  onNavigate: (() => void) | undefined;
}) {
  const external = isExternalUrl(item.url);
  const content = (
    <>
      {item.title}
      {item.soon && (
        <Badge tone="neutral" className={styles.soon}>
          Soon
        </Badge>
      )}
      {external && <ExternalLinkIcon aria-label="(other site)" className={styles.externalIcon} />}
    </>
  );
  if (external || !Link) {
    return (
      <a
        href={item.url}
        className={className}
        onClick={onNavigate}
        data-menu-key={menuKey}
        {...(external ? { rel: 'noopener noreferrer' } : {})}
      >
        {content}
      </a>
    );
  }
  return (
    <Link href={item.url} className={className} onClick={onNavigate} data-menu-key={menuKey}>
      {content}
    </Link>
  );
}
