import { CheckIcon } from '@radix-ui/react-icons';
import { RadioGroup } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import { Badge } from '../badge/badge.tsx';
import { Button } from '../button/button.tsx';
import { EmptyState } from '../empty-state/empty-state.tsx';
import { cx } from '../lib/cx.ts';
import { useControllableState } from '../lib/use-controllable-state.ts';
import { Skeleton, SkeletonText } from '../skeleton/skeleton.tsx';
import styles from './pricing-toggle.module.css';

export type BillingCycle = 'monthly' | 'yearly';

/** Spec point 9: the billing cycle defaults to yearly. */
export const DEFAULT_BILLING_CYCLE: BillingCycle = 'yearly';

export interface PricingToggleProps {
  /** The cycle shown (controlled); leave undefined to let the toggle keep its own. */
  value?: BillingCycle;
  /** The starting cycle when uncontrolled: yearly (spec point 9). */
  defaultValue?: BillingCycle;
  onValueChange?: (cycle: BillingCycle) => void;
  /** A hint next to "Yearly", e.g. "Save up to 17%". */
  yearlyHint?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * The monthly/yearly billing switch: a two-option radio group (arrow keys move between them),
 * controlled or uncontrolled through `useControllableState`.
 */
export function PricingToggle({
  value,
  defaultValue = DEFAULT_BILLING_CYCLE,
  onValueChange,
  yearlyHint,
  disabled,
  className,
}: PricingToggleProps) {
  const [cycle, setCycle] = useControllableState<BillingCycle>({
    value,
    defaultValue,
    onChange: onValueChange,
  });
  return (
    <RadioGroup.Root
      data-slot="pricing-toggle"
      aria-label="Billing cycle"
      orientation="horizontal"
      value={cycle}
      onValueChange={(next) => setCycle(next === 'monthly' ? 'monthly' : 'yearly')}
      disabled={disabled}
      className={cx(styles.toggle, className)}
    >
      <RadioGroup.Item data-slot="pricing-toggle-option" value="monthly" className={styles.option}>
        Monthly
      </RadioGroup.Item>
      <RadioGroup.Item data-slot="pricing-toggle-option" value="yearly" className={styles.option}>
        Yearly
        {yearlyHint && (
          <span data-slot="pricing-toggle-hint" className={styles.hint}>
            {yearlyHint}
          </span>
        )}
      </RadioGroup.Item>
    </RadioGroup.Root>
  );
}

export interface PricingPlan {
  id: number | string;
  name: string;
  description?: string;
  /** Price of one month on the monthly cycle. */
  monthlyPrice: number;
  /** Price of one year on the yearly cycle. */
  yearlyPrice: number;
  features: string[];
  /** Highlights the card ("Most popular"). */
  recommended?: boolean;
}

/** What a year on the yearly cycle saves against twelve monthly payments. */
export function yearlySaving(plan: Pick<PricingPlan, 'monthlyPrice' | 'yearlyPrice'>): {
  amount: number;
  percent: number;
} {
  const twelveMonths = plan.monthlyPrice * 12;
  const amount = Math.max(0, twelveMonths - plan.yearlyPrice);
  const percent = twelveMonths > 0 ? Math.round((amount / twelveMonths) * 100) : 0;
  return { amount, percent };
}

function formatPrice(amount: number, currency: string, locale: string) {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

export interface PlanCardProps {
  plan: PricingPlan;
  cycle: BillingCycle;
  /** Called with the plan and cycle when the member chooses it (the app stores both, spec point 3). */
  onChoose?: (plan: PricingPlan, cycle: BillingCycle) => void;
  /** The plan already chosen. */
  selected?: boolean;
  /** While checkout is being prepared for this plan. */
  loading?: boolean;
  disabled?: boolean;
  currency?: string;
  locale?: string;
  /** The choose button's text. */
  chooseLabel?: string;
}

/** One plan: price per cycle, the yearly saving, features and a choose button. */
export function PlanCard({
  plan,
  cycle,
  onChoose,
  selected = false,
  loading = false,
  disabled = false,
  currency = 'USD',
  locale = 'en-US',
  chooseLabel = 'Choose plan',
}: PlanCardProps) {
  const headingId = useId();
  const price = cycle === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice;
  const saving = yearlySaving(plan);
  return (
    <article
      data-slot="plan-card"
      data-cycle={cycle}
      data-selected={selected ? '' : undefined}
      aria-labelledby={headingId}
      className={cx(
        styles.card,
        plan.recommended && styles.recommended,
        selected && styles.selected,
      )}
    >
      <header className={styles.cardHeader}>
        <h3 id={headingId} className={styles.name}>
          {plan.name}
        </h3>
        {plan.recommended && <Badge tone="accent">Most popular</Badge>}
      </header>
      {plan.description && <p className={styles.description}>{plan.description}</p>}
      <p data-slot="plan-card-price" className={styles.price}>
        <span className={styles.amount}>{formatPrice(price, currency, locale)}</span>
        <span className={styles.per}>{cycle === 'yearly' ? '/ year' : '/ month'}</span>
      </p>
      <p data-slot="plan-card-saving" className={styles.saving}>
        {cycle === 'yearly'
          ? saving.amount > 0
            ? `${formatPrice(plan.yearlyPrice / 12, currency, locale)} a month, save ${formatPrice(saving.amount, currency, locale)} (${saving.percent}%) a year`
            : `${formatPrice(plan.yearlyPrice / 12, currency, locale)} a month`
          : saving.amount > 0
            ? `Save ${saving.percent}% with yearly billing`
            : 'Billed every month'}
      </p>
      <ul className={styles.features}>
        {plan.features.map((feature) => (
          <li key={feature} className={styles.feature}>
            <CheckIcon aria-hidden className={styles.featureIcon} />
            {feature}
          </li>
        ))}
      </ul>
      <Button
        block
        variant={plan.recommended || selected ? 'primary' : 'secondary'}
        loading={loading}
        disabled={disabled}
        aria-describedby={headingId}
        onClick={() => onChoose?.(plan, cycle)}
      >
        {selected ? 'Current choice' : chooseLabel}
      </Button>
    </article>
  );
}

export interface PricingPlansProps extends Omit<PricingToggleProps, 'className' | 'yearlyHint'> {
  plans: PricingPlan[];
  onChoose?: (plan: PricingPlan, cycle: BillingCycle) => void;
  selectedPlanId?: number | string | null;
  /** The plan whose checkout is being prepared. */
  pendingPlanId?: number | string | null;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  currency?: string;
  locale?: string;
}

/** The pricing page's body: the billing toggle (yearly by default) over the plan cards. */
export function PricingPlans({
  plans,
  onChoose,
  selectedPlanId,
  pendingPlanId,
  loading = false,
  error,
  onRetry,
  currency,
  locale,
  value,
  defaultValue = DEFAULT_BILLING_CYCLE,
  onValueChange,
  disabled,
}: PricingPlansProps) {
  const [cycle, setCycle] = useControllableState<BillingCycle>({
    value,
    defaultValue,
    onChange: onValueChange,
  });
  const bestSaving = plans.reduce((best, plan) => Math.max(best, yearlySaving(plan).percent), 0);
  let body: ReactNode;
  if (loading) {
    body = (
      <div className={styles.grid} role="status" aria-busy="true" aria-label="Loading plans">
        {['a', 'b', 'c'].map((key) => (
          <div key={key} className={styles.card}>
            <Skeleton width="40%" />
            <Skeleton shape="block" />
            <SkeletonText lines={4} />
          </div>
        ))}
      </div>
    );
  } else if (error) {
    body = (
      <EmptyState
        tone="error"
        title="Could not load the plans"
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
  } else if (plans.length === 0) {
    body = (
      <EmptyState
        title="No plans available"
        description="Pro plans are not on sale right now. Check back soon."
      />
    );
  } else {
    body = (
      <div className={styles.grid}>
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            cycle={cycle}
            onChoose={onChoose}
            selected={selectedPlanId === plan.id}
            loading={pendingPlanId === plan.id}
            disabled={disabled || (pendingPlanId != null && pendingPlanId !== plan.id)}
            currency={currency}
            locale={locale}
          />
        ))}
      </div>
    );
  }
  return (
    <section data-slot="pricing-plans" aria-label="Pricing plans" className={styles.plans}>
      <PricingToggle
        value={cycle}
        onValueChange={setCycle}
        disabled={disabled || loading}
        yearlyHint={bestSaving > 0 ? `Save up to ${bestSaving}%` : undefined}
        className={styles.planToggle}
      />
      {body}
    </section>
  );
}
