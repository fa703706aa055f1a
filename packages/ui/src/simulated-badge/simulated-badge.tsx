import { InfoCircledIcon } from '@radix-ui/react-icons';
import { VisuallyHidden } from 'radix-ui';
import { Badge } from '../badge/badge.tsx';
import { cx } from '../lib/cx.ts';
import { Tooltip } from '../tooltip/tooltip.tsx';
import styles from './simulated-badge.module.css';

export const SIMULATED_LABEL = 'Simulated data';
export const SIMULATED_DESCRIPTION =
  'Prices are invented by the offline simulator, not real market data.';

export interface SimulatedBadgeProps {
  /** The visible label. */
  label?: string;
  /** Why the data is not real: in the tooltip and read by screen readers with the label. */
  description?: string;
  className?: string;
}

/**
 * Marks prices the offline simulator invented ("honest surfaces": sample data is labelled where
 * it is shown). The explanation is in a tooltip on hover and focus, and also in the badge's text
 * for screen readers, so nobody needs the tooltip to learn it.
 */
export function SimulatedBadge({
  label = SIMULATED_LABEL,
  description = SIMULATED_DESCRIPTION,
  className,
}: SimulatedBadgeProps) {
  return (
    <Tooltip content={description}>
      {/* Focusable so keyboard readers can open the tooltip too. */}
      <Badge
        data-slot="simulated-badge"
        tone="neutral"
        tabIndex={0}
        className={cx(styles.badge, className)}
      >
        <InfoCircledIcon aria-hidden className={styles.icon} />
        {label}
        <VisuallyHidden.Root>: {description}</VisuallyHidden.Root>
      </Badge>
    </Tooltip>
  );
}
