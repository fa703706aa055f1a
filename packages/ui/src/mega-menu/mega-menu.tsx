import { ChevronDownIcon, ExternalLinkIcon } from '@radix-ui/react-icons';
import { NavigationMenu } from 'radix-ui';
import { type ComponentProps, type ComponentType, useState } from 'react';
import { Badge } from '../badge/badge.tsx';
import { cx } from '../lib/cx.ts';
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

function MenuLink({
  item,
  linkComponent: Link,
  className,
  onNavigate,
}: {
  item: MegaMenuItem;
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
        {...(external ? { rel: 'noopener noreferrer' } : {})}
      >
        {content}
      </a>
    );
  }
  return (
    <Link href={item.url} className={className} onClick={onNavigate}>
      {content}
    </Link>
  );
}

/**
 * The header's mega-menu on Radix NavigationMenu: a top-level entry per item, opening a panel of
 * its children (hover, click or keyboard: arrows move between entries, Enter or Down opens a panel,
 * Escape closes it). Items without children are plain links. Following a link (click or Enter)
 * closes the open panel.
 */
export function MegaMenu({
  items,
  linkComponent,
  label = 'Main',
  loading = false,
  onNavigate,
  className,
}: MegaMenuProps) {
  // Controlled, so following a link inside a panel closes it (the page changes, the pointer may not).
  const [open, setOpen] = useState('');
  const navigate = () => {
    setOpen('');
    onNavigate?.();
  };
  if (loading) {
    return (
      <nav
        aria-label={label}
        aria-busy="true"
        data-slot="mega-menu"
        className={cx(styles.root, className)}
      >
        <ul className={styles.list}>
          {[0, 1, 2, 3].map((index) => (
            <li key={index} className={styles.placeholder} />
          ))}
        </ul>
      </nav>
    );
  }
  return (
    <NavigationMenu.Root
      aria-label={label}
      data-slot="mega-menu"
      className={cx(styles.root, className)}
      value={open}
      onValueChange={setOpen}
    >
      <NavigationMenu.List className={styles.list}>
        {items.map((item) =>
          item.children && item.children.length > 0 ? (
            <NavigationMenu.Item key={item.id} value={String(item.id)}>
              <NavigationMenu.Trigger data-slot="mega-menu-trigger" className={styles.trigger}>
                {item.title}
                <ChevronDownIcon aria-hidden className={styles.chevron} />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content data-slot="mega-menu-panel" className={styles.panel}>
                <ul className={styles.panelList}>
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <NavigationMenu.Link asChild>
                        <MenuLink
                          item={child}
                          linkComponent={linkComponent}
                          className={styles.panelLink}
                          onNavigate={navigate}
                        />
                      </NavigationMenu.Link>
                    </li>
                  ))}
                </ul>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          ) : (
            <NavigationMenu.Item key={item.id}>
              <NavigationMenu.Link asChild>
                <MenuLink
                  item={item}
                  linkComponent={linkComponent}
                  className={styles.trigger}
                  onNavigate={navigate}
                />
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
      <div className={styles.viewportPosition}>
        <NavigationMenu.Viewport className={styles.viewport} />
      </div>
    </NavigationMenu.Root>
  );
}

/**
 * The same menu as a vertical list of sections, for the phone menu sheet: every link visible,
 * each section headed by its title.
 */
export function MegaMenuList({
  items,
  linkComponent,
  label = 'Main',
  onNavigate,
  className,
}: Omit<MegaMenuProps, 'loading'>) {
  return (
    <nav aria-label={label} data-slot="mega-menu-list" className={cx(styles.sheetList, className)}>
      {items.map((item) =>
        item.children && item.children.length > 0 ? (
          <section key={item.id} className={styles.section} aria-label={item.title}>
            <h2 className={styles.sectionTitle}>{item.title}</h2>
            <ul className={styles.sectionLinks}>
              {item.children.map((child) => (
                <li key={child.id}>
                  <MenuLink
                    item={child}
                    linkComponent={linkComponent}
                    className={styles.sheetLink}
                    onNavigate={onNavigate}
                  />
                </li>
              ))}
            </ul>
          </section>
        ) : (
          <MenuLink
            key={item.id}
            item={item}
            linkComponent={linkComponent}
            className={styles.sheetLink}
            onNavigate={onNavigate}
          />
        ),
      )}
    </nav>
  );
}
