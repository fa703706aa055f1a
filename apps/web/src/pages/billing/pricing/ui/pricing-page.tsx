import { Button } from '@tapetv/ui/button';
import { EmptyState } from '@tapetv/ui/empty-state';
import { PlanCard, PricingToggle } from '@tapetv/ui/pricing-toggle';
import { Skeleton, SkeletonText } from '@tapetv/ui/skeleton';
import { VisuallyHidden } from '@tapetv/ui/visually-hidden';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  type BillingCycle,
  bestYearlySavingPercent,
  billingChoiceAtom,
  billingCycleAtom,
  billingStatusAtom,
  chooseBillingPlanAtom,
  loadBillingStatusAtom,
  loadPricingPlansAtom,
  type PricingPlan,
  pricingPlansAtom,
  toPlanCardPlan,
} from '@/entities/billing';
import { signedInViewerAtom } from '@/entities/session';
import { paths } from '@/shared/config';
import { PageFrame } from '@/shared/ui/page-frame';
import styles from './pricing-page.module.css';

/** What a plan's button says and does for this reader. */
interface CardAction {
  label: string;
  /** Null: the button does nothing (the member's own plan). */
  onChoose: (() => void) | null;
  /** The plan the member pays for: a link to manage it goes under the card. */
  own?: boolean;
  /** The plan chosen before (stored), not yet paid for. */
  chosen?: boolean;
}

/**
 * The plans (`/pricing`, open to visitors; spec: "a billing toggle that defaults to yearly"):
 * each plan's price for the cycle, what yearly saves, the highlighted plan. Choosing a pro plan
 * keeps the plan and cycle in local storage and opens the checkout; the free plan is a visitor's
 * way to sign up. A pro member sees their own plan marked, with the way to manage it.
 */
export function PricingPage() {
  const state = useAtomValue(pricingPlansAtom);
  const loadPlans = useSetAtom(loadPricingPlansAtom);
  const viewer = useAtomValue(signedInViewerAtom);
  const billing = useAtomValue(billingStatusAtom).billing;
  const loadBilling = useSetAtom(loadBillingStatusAtom);
  const choice = useAtomValue(billingChoiceAtom);
  const [cycle, setCycle] = useAtom(billingCycleAtom);
  const choose = useSetAtom(chooseBillingPlanAtom);
  const navigate = useNavigate();
  const headingId = useId();

  // Loaded on every visit: prices and the member's plan may have changed since the last one.
  useEffect(() => {
    void loadPlans();
  }, [loadPlans]);
  const memberId = viewer?.id ?? null;
  useEffect(() => {
    if (memberId !== null) void loadBilling();
  }, [memberId, loadBilling]);

  const pricing = state.pricing;
  // Until the member's plan is known, their data says whether they are pro.
  const isPro = viewer ? (billing?.isPro ?? viewer.isPro) : false;
  const ownPlanId = isPro ? (billing?.subscription?.plan.id ?? null) : null;

  const actionFor = (plan: PricingPlan): CardAction => {
    if (plan.tier === 'free') {
      if (!viewer)
        return { label: 'Create free account', onChoose: () => void navigate(paths.register) };
      return { label: isPro ? 'Included with every account' : 'Your current plan', onChoose: null };
    }
    if (plan.id === ownPlanId) return { label: 'Your plan', onChoose: null, own: true };
    return {
      label: 'Choose plan',
      chosen: choice.planId === plan.id,
      onChoose: () => {
        choose({ planId: plan.id, cycle });
        void navigate(paths.checkout);
      },
    };
  };

  const bestSaving = pricing ? bestYearlySavingPercent(pricing.plans) : 0;
  return (
    <PageFrame title="Pricing">
      <p className={styles.intro}>
        Every account is free. Pro adds the team’s picks and every list in full. Prices are before
        tax, which follows your billing country at checkout.
      </p>
      <div className={styles.toggle}>
        <PricingToggle
          value={cycle}
          onValueChange={setCycle}
          yearlyHint={bestSaving > 0 ? `Save up to ${bestSaving}%` : undefined}
          disabled={!pricing}
        />
      </div>
      {!pricing && state.status === 'error' ? (
        <EmptyState
          tone="error"
          title="The plans could not be loaded"
          description={state.error ?? undefined}
          action={
            <Button variant="secondary" onClick={() => void loadPlans()}>
              Try again
            </Button>
          }
        />
      ) : !pricing ? (
        <PlansSkeleton />
      ) : pricing.plans.length === 0 ? (
        <EmptyState
          title="No plans on sale right now"
          description="Every feature of a free account is yours meanwhile. Check back soon for pro."
          action={
            <Button asChild variant="secondary">
              <Link to={paths.home}>Back to the start</Link>
            </Button>
          }
        />
      ) : (
        <section aria-labelledby={headingId}>
          {/* The cards' names are h3s: the list needs its h2 (read, not shown). */}
          <VisuallyHidden asChild>
            <h2 id={headingId}>Plans</h2>
          </VisuallyHidden>
          <ul className={styles.grid}>
            {pricing.plans.map((plan) => (
              <li key={plan.id} className={styles.cell}>
                <PlanItem
                  plan={plan}
                  cycle={cycle}
                  action={actionFor(plan)}
                  settingsPath={viewer ? paths.profileSettings(viewer.userName) : null}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </PageFrame>
  );
}

function PlanItem({
  plan,
  cycle,
  action,
  settingsPath,
}: {
  plan: PricingPlan;
  cycle: BillingCycle;
  action: CardAction;
  settingsPath: string | null;
}) {
  return (
    <>
      <PlanCard
        plan={toPlanCardPlan(plan)}
        cycle={cycle}
        currency={plan.currency}
        chooseLabel={action.label}
        selected={action.chosen}
        disabled={action.onChoose === null}
        onChoose={action.onChoose ?? undefined}
      />
      {action.own && settingsPath && (
        <Link to={settingsPath} className={styles.manage}>
          Manage your plan in settings
        </Link>
      )}
    </>
  );
}

function PlansSkeleton() {
  return (
    <div role="status" aria-label="Loading the plans" className={styles.grid}>
      {['free', 'pro', 'elite'].map((key) => (
        <div key={key} className={styles.skeletonCard}>
          <Skeleton width="40%" />
          <Skeleton shape="block" height="var(--space-12)" />
          <SkeletonText lines={4} />
          <Skeleton shape="block" height="var(--size-control)" />
        </div>
      ))}
    </div>
  );
}
