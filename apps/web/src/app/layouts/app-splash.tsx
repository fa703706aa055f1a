import { Spinner } from '@tapetv/ui/spinner';
import { HeaderFrame } from '@/widgets/header';
import styles from './app-layout.module.css';

/**
 * What shows while TapeTV cannot show a page yet (the login check, the first page's code): the
 * frame at once — the header's shape with the logo — and a loader where the page will be, instead
 * of a bare spinner on an empty screen. Nothing member-only or visitor-only is in it.
 */
export function AppSplash({ label }: { label: string }) {
  return (
    <div className={styles.shell} data-slot="app-splash" aria-busy="true">
      <HeaderFrame />
      <div className={styles.splash}>
        <Spinner size="lg" label={label} />
      </div>
    </div>
  );
}
