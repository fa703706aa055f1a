import { Badge } from '@tapetv/ui/badge';
import { isBuiltUrl } from '@/shared/config';
import styles from './soon-badge.module.css';

/**
 * "Soon" beside a link whose page is not built yet (from the route table), so a section that does
 * not exist yet says so instead of looking like a bug. Renders nothing for a built page.
 */
export function SoonBadge({ to }: { to: string }) {
  if (isBuiltUrl(to)) return null;
  return (
    <Badge tone="accent" className={styles.soon}>
      Soon
    </Badge>
  );
}
