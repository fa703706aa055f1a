import { ChevronDownIcon } from '@radix-ui/react-icons';
import type { KeyboardEvent, PointerEvent } from 'react';
import { cx } from '../lib/cx.ts';
import styles from './mega-menu.module.css';
import { type MegaMenuProps, MenuLink } from './mega-menu-link.tsx';

export interface MegaMenuStaticProps extends MegaMenuProps {
  /** The pointer came over the menu or an entry took the focus (its id): time to load `MegaMenu`. */
  onIntent?: (focusedKey: string | undefined) => void;
  /** An entry's panel was asked for (pointer down, Enter, Space, Arrow Down, a click), by its id. */
  onOpenRequest?: (key: string) => void;
}

/**
 * The mega-menu's first paint without Radix NavigationMenu: the same markup, classes and names
 * (entries are buttons, collapsed; plain entries are links that work as they are), so `MegaMenu`
 * can replace it without a shift once its code has loaded. It reports intent (hover, focus) and
 * panel requests; it opens nothing itself. While the items load it shows placeholders shaped
 * like the menu.
 */
export function MegaMenuStatic({
  items,
  linkComponent,
  label = 'Main',
  loading = false,
  onNavigate,
  className,
  onIntent,
  onOpenRequest,
}: MegaMenuStaticProps) {
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
    <nav
      aria-label={label}
      data-slot="mega-menu"
      data-orientation="horizontal"
      dir="ltr"
      className={cx(styles.root, className)}
      onPointerEnter={() => onIntent?.(undefined)}
      onFocus={(event) => onIntent?.(event.target.getAttribute('data-menu-key') ?? undefined)}
    >
      <div style={{ position: 'relative' }}>
        <ul data-orientation="horizontal" className={styles.list} dir="ltr">
          {items.map((item) => {
            const key = String(item.id);
            return (
              <li key={item.id}>
                {item.children && item.children.length > 0 ? (
                  <button
                    type="button"
                    data-slot="mega-menu-trigger"
                    data-menu-key={key}
                    data-state="closed"
                    aria-expanded={false}
                    className={styles.trigger}
                    onPointerDown={(event: PointerEvent) => {
                      if (event.button === 0 && !event.ctrlKey) onOpenRequest?.(key);
                    }}
                    onKeyDown={(event: KeyboardEvent) => {
                      if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
                        event.preventDefault();
                        onOpenRequest?.(key);
                      }
                    }}
                    onClick={() => onOpenRequest?.(key)}
                  >
                    {item.title}
                    <ChevronDownIcon aria-hidden className={styles.chevron} />
                  </button>
                ) : (
                  <MenuLink
                    item={item}
                    menuKey={key}
                    linkComponent={linkComponent}
                    className={styles.trigger}
                    onNavigate={onNavigate}
                  />
                )}
              </li>
            );
          })}
        </ul>
      </div>
      <div className={styles.viewportPosition} />
    </nav>
  );
}
