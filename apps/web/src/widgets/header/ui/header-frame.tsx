import { Skeleton } from '@tapetv/ui/skeleton';
import styles from './header.module.css';

/** The mega-menu's top-level entries drawn while nothing is known yet. */
const MENU_PLACEHOLDERS = 6;
/** About a Login or Register button's width. */
const ACTION_WIDTH = 'calc(var(--space-16) + var(--space-4))';

/**
 * The header's frame before the login check answers: the logo and placeholders where the menu,
 * search and account controls will be, at the header's height. Nothing in it can be used or read
 * (it is hidden from screen readers, the loader beside it says what is happening), and nothing
 * says whether the reader is a member, so no wrong header flashes.
 */
export function HeaderFrame() {
  return (
    <div className={styles.header} data-slot="header-frame" aria-hidden>
      <div className={styles.inner}>
        <span className={styles.logo}>
          <svg viewBox="0 0 32 32" aria-hidden className={styles.logoMark}>
            <rect width="32" height="32" rx="6" className={styles.logoBg} />
            <path d="M6 22l6-7 5 4 9-10" className={styles.logoLine} />
          </svg>
          <span>TapeTV</span>
        </span>
        <span className={`${styles.desktopOnly} ${styles.frameMenu}`}>
          {Array.from({ length: MENU_PLACEHOLDERS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <Skeleton key={index} width="var(--space-16)" height="var(--font-size-3)" />
          ))}
        </span>
        <span className={`${styles.actions} ${styles.frameActions}`}>
          <Skeleton shape="block" width={ACTION_WIDTH} height="var(--size-control)" />
          <Skeleton shape="block" width={ACTION_WIDTH} height="var(--size-control)" />
        </span>
      </div>
    </div>
  );
}
