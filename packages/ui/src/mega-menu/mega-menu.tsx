import { ChevronDownIcon } from '@radix-ui/react-icons';
import { NavigationMenu } from 'radix-ui';
import { useLayoutEffect, useRef, useState } from 'react';
import { cx } from '../lib/cx.ts';
import styles from './mega-menu.module.css';
import { type MegaMenuProps, MenuLink } from './mega-menu-link.tsx';
import { MegaMenuStatic } from './mega-menu-static.tsx';

export type { MegaMenuItem, MegaMenuLinkComponent, MegaMenuProps } from './mega-menu-link.tsx';
export { isExternalUrl } from './mega-menu-link.tsx';

export interface LiveMegaMenuProps extends MegaMenuProps {
  /** The entry (its id) whose panel is open when the menu mounts. */
  defaultOpen?: string;
  /** The entry (its id) that takes the focus when the menu mounts (it replaced `MegaMenuStatic`). */
  autoFocusKey?: string;
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
  defaultOpen = '',
  autoFocusKey,
}: LiveMegaMenuProps) {
  // Controlled, so following a link inside a panel closes it (the page changes, the pointer may not).
  const [open, setOpen] = useState(defaultOpen);
  const root = useRef<HTMLElement>(null);
  const focusAtMount = useRef(autoFocusKey);
  useLayoutEffect(() => {
    const key = focusAtMount.current;
    if (key === undefined) return;
    root.current?.querySelector<HTMLElement>(`[data-menu-key="${CSS.escape(key)}"]`)?.focus();
  }, []);
  const navigate = () => {
    setOpen('');
    onNavigate?.();
  };
  if (loading) {
    return <MegaMenuStatic items={items} label={label} loading className={className} />;
  }
  return (
    <NavigationMenu.Root
      ref={root}
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
              <NavigationMenu.Trigger
                data-slot="mega-menu-trigger"
                data-menu-key={String(item.id)}
                className={styles.trigger}
              >
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
                  menuKey={String(item.id)}
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
