import { CheckIcon } from '@radix-ui/react-icons';
import { VisuallyHidden } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import { Button } from '../button/button.tsx';
import { EmptyState } from '../empty-state/empty-state.tsx';
import { cx } from '../lib/cx.ts';
import { formatMoney } from '../lib/money.ts';
import type { BillingCycle } from '../pricing-toggle/pricing-toggle.tsx';
import { Skeleton } from '../skeleton/skeleton.tsx';
import styles from './order-summary.module.css';

export interface OrderSummaryProps {
  planName: string;
  cycle: BillingCycle;
  /** ISO 4217 code, e.g. "USD". */
  currency: string;
  /** The plan's price for the cycle, in minor units (cents). */
  subtotalCents: number;
  taxCents: number;
  /** The tax line's label as the server words it: "VAT 20%", "No tax". */
  taxLabel: string;
  /** What is charged today, as the server computed it (never added up here). */
  totalCents: number;
  /** The renewal date, already formatted ("March 10, 2027"). */
  renewsOn?: string;
  /** Skeleton rows while the quote loads. */
  loading?: boolean;
  /** Why the quote could not be loaded; replaces the lines. */
  error?: string;
  onRetry?: () => void;
  /** What the plan includes, listed under its name. */
  features?: string[];
  className?: string;
}

const PER: Record<BillingCycle, string> = { monthly: 'per month', yearly: 'per year' };
const BILLED: Record<BillingCycle, string> = { monthly: 'Billed monthly', yearly: 'Billed yearly' };

/** The checkout's order summary: the plan, its price for the cycle, the tax and the total. */
export function OrderSummary({
  planName,
  cycle,
  currency,
  subtotalCents,
  taxCents,
  taxLabel,
  totalCents,
  renewsOn,
  loading = false,
  error,
  onRetry,
  features,
  className,
}: OrderSummaryProps) {
  const headingId = useId();
  let body: ReactNode;
  if (loading) {
    body = (
      <div data-slot="order-summary-loading" className={styles.body}>
        <span role="status">
          <VisuallyHidden.Root>Loading the order summary</VisuallyHidden.Root>
        </span>
        <div className={styles.plan}>
          <Skeleton width="40%" />
          <Skeleton width="25%" />
        </div>
        <div className={styles.lines}>
          {(['subtotal', 'tax', 'total'] as const).map((line) => (
            <div key={line} className={cx(styles.line, line === 'total' && styles.total)}>
              <Skeleton width="30%" />
              <Skeleton width="20%" />
            </div>
          ))}
        </div>
      </div>
    );
  } else if (error) {
    body = (
      <EmptyState
        tone="error"
        size="compact"
        title="Could not load the order summary"
        description={error}
        action={
          onRetry && (
            <Button variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          )
        }
      />
    );
  } else {
    body = (
      <div className={styles.body}>
        <div data-slot="order-summary-plan" className={styles.plan}>
          <p className={styles.planName}>{planName}</p>
          <p className={styles.cycle}>{BILLED[cycle]}</p>
        </div>
        {features && features.length > 0 && (
          <ul data-slot="order-summary-features" className={styles.features}>
            {features.map((feature) => (
              <li key={feature} className={styles.feature}>
                <CheckIcon aria-hidden className={styles.featureIcon} />
                {feature}
              </li>
            ))}
          </ul>
        )}
        <dl data-slot="order-summary-lines" className={styles.lines}>
          <div data-slot="order-summary-subtotal" className={styles.line}>
            <dt>Subtotal</dt>
            <dd className={styles.amount}>{formatMoney(subtotalCents, currency)}</dd>
          </div>
          <div data-slot="order-summary-tax" className={styles.line}>
            <dt>{taxLabel}</dt>
            <dd className={styles.amount}>{formatMoney(taxCents, currency)}</dd>
          </div>
          <div data-slot="order-summary-total" className={cx(styles.line, styles.total)}>
            <dt>Total</dt>
            <dd className={styles.amount}>
              {formatMoney(totalCents, currency)} <span className={styles.per}>{PER[cycle]}</span>
            </dd>
          </div>
        </dl>
        {renewsOn && (
          <p data-slot="order-summary-renewal" className={styles.renewal}>
            Renews on {renewsOn}.
          </p>
        )}
      </div>
    );
  }
  return (
    <section
      data-slot="order-summary"
      data-cycle={cycle}
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      className={cx(styles.root, className)}
    >
      <h2 id={headingId} className={styles.title}>
        Order summary
      </h2>
      {body}
    </section>
  );
}
