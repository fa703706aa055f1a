import { Button } from '@tapetv/ui/button';
import { EmptyState } from '@tapetv/ui/empty-state';
import { OrderSummary } from '@tapetv/ui/order-summary';
import { PricingToggle } from '@tapetv/ui/pricing-toggle';
import { Skeleton, SkeletonText } from '@tapetv/ui/skeleton';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  type BillingCycle,
  bestYearlySavingPercent,
  billingChoiceAtom,
  billingCycleAtom,
  checkoutQuoteAtom,
  currentQuoteAtom,
  formatBillingDate,
  formatMoney,
  guessBillingCountry,
  loadCheckoutQuoteAtom,
  loadPricingPlansAtom,
  type PricingPlan,
  type PricingPlans,
  pricingPlansAtom,
} from '@/entities/billing';
import { memberTimeZoneAtom, signedInViewerAtom } from '@/entities/session';
import { CheckoutPayment, checkoutAttemptAtom } from '@/features/billing/checkout';
import { paths } from '@/shared/config';
import { PageFrame } from '@/shared/ui/page-frame';
import styles from './checkout-page.module.css';
import { VisitorSignIn } from './visitor-sign-in.tsx';

const CYCLE_TEXT = { monthly: 'billed monthly', yearly: 'billed yearly' } as const;

/**
 * The checkout (`/checkout`, open to visitors) of the plan and cycle chosen on /pricing, kept in
 * local storage: the billing country (guessed from the browser's language), the cycle (switchable
 * here too), the order summary as the server prices and taxes it, and the way to pay. A visitor
 * logs in or signs up here first; the choice waits in local storage meanwhile.
 */
export function CheckoutPage() {
  const choice = useAtomValue(billingChoiceAtom);
  const state = useAtomValue(pricingPlansAtom);
  const loadPlans = useSetAtom(loadPricingPlansAtom);
  const [search] = useSearchParams();
  // Back from Stripe's page without paying.
  const canceled = search.get('canceled') === '1';

  useEffect(() => {
    if (choice.planId !== null) void loadPlans();
  }, [choice.planId, loadPlans]);

  const pricing = state.pricing;
  let body: ReactNode;
  if (choice.planId === null) {
    body = (
      <EmptyState
        title="No plan chosen yet"
        description="Choose a plan and billing cycle first; the checkout picks them up from there."
        action={
          <Button asChild>
            <Link to={paths.pricing}>See the plans</Link>
          </Button>
        }
      />
    );
  } else if (!pricing && state.status === 'error') {
    body = (
      <EmptyState
        tone="error"
        title="The checkout could not be loaded"
        description={state.error ?? undefined}
        action={
          <Button variant="secondary" onClick={() => void loadPlans()}>
            Try again
          </Button>
        }
      />
    );
  } else if (!pricing) {
    body = <CheckoutSkeleton />;
  } else {
    const plan = pricing.plans.find((each) => each.id === choice.planId && each.tier === 'pro');
    body = plan ? (
      <Checkout plan={plan} pricing={pricing} />
    ) : (
      <EmptyState
        title="That plan is not on sale any more"
        description="The plan you chose earlier is no longer offered. Choose one of today’s plans."
        action={
          <Button asChild>
            <Link to={paths.pricing}>See the plans</Link>
          </Button>
        }
      />
    );
  }

  return (
    <PageFrame title="Checkout">
      {canceled && (
        <p role="status" className={styles.notice}>
          Payment canceled — you have not been charged.
        </p>
      )}
      {body}
    </PageFrame>
  );
}

function Checkout({ plan, pricing }: { plan: PricingPlan; pricing: PricingPlans }) {
  const viewer = useAtomValue(signedInViewerAtom);
  const [cycle, setCycle] = useAtom(billingCycleAtom);
  const timeZone = useAtomValue(memberTimeZoneAtom);
  const quoteState = useAtomValue(checkoutQuoteAtom);
  const quote = useAtomValue(currentQuoteAtom);
  const loadQuote = useSetAtom(loadCheckoutQuoteAtom);
  const attempt = useAtomValue(checkoutAttemptAtom).status;
  const guessed = useMemo(() => guessBillingCountry(pricing.countries), [pricing.countries]);
  const [picked, setPicked] = useState<string | null>(null);
  const [loggedInHere, setLoggedInHere] = useState(false);
  const country =
    picked && pricing.countries.some((each) => each.code === picked) ? picked : guessed;
  const countryId = useId();
  const billingId = useId();

  // The server prices the order for the plan, cycle and country: asked again on each change.
  const planId = plan.id;
  useEffect(() => {
    if (country) void loadQuote({ planId, cycle, country });
  }, [planId, cycle, country, loadQuote]);

  // While a payment is under way the order it pays for stays as it is.
  const locked = attempt === 'processing' || attempt === 'redirecting' || attempt === 'paid';
  const quoteFailed = quoteState.status === 'error' || quoteState.status === 'missing';
  const total = quote ? formatMoney(quote.totalCents, quote.currency) : null;
  const saving = bestYearlySavingPercent([plan]);

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <section aria-labelledby={billingId} className={styles.panel}>
          <h2 id={billingId} className={styles.heading}>
            {plan.name}, {CYCLE_TEXT[cycle]}
          </h2>
          <div className={styles.options}>
            <PricingToggle
              value={cycle}
              onValueChange={setCycle}
              yearlyHint={saving > 0 ? `Save ${saving}%` : undefined}
              disabled={locked}
            />
            <label htmlFor={countryId} className={styles.field}>
              <span className={styles.label}>Billing country</span>
              <select
                id={countryId}
                className={styles.select}
                value={country ?? ''}
                disabled={locked}
                onChange={(event) => setPicked(event.target.value)}
              >
                {pricing.countries.map((each) => (
                  <option key={each.code} value={each.code}>
                    {each.name}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <p className={styles.hint}>Tax follows the billing country.</p>
        </section>
        {viewer ? (
          <MemberPayment
            planId={plan.id}
            pricing={pricing}
            cycle={cycle}
            country={country}
            total={total}
            focusHeading={loggedInHere}
          />
        ) : (
          <VisitorSignIn onLoggedIn={() => setLoggedInHere(true)} />
        )}
      </div>
      <OrderSummary
        className={styles.summary}
        planName={plan.name}
        cycle={cycle}
        currency={quote?.currency ?? plan.currency}
        subtotalCents={quote?.subtotalCents ?? 0}
        taxCents={quote?.taxCents ?? 0}
        taxLabel={quote?.taxLabel ?? 'Tax'}
        totalCents={quote?.totalCents ?? 0}
        renewsOn={quote ? formatBillingDate(quote.periodEnd, timeZone) : undefined}
        features={plan.features}
        loading={!quote && !quoteFailed}
        error={!quote && quoteFailed ? (quoteState.error ?? undefined) : undefined}
        onRetry={() => {
          if (country) void loadQuote({ planId, cycle, country });
        }}
      />
    </div>
  );
}

function MemberPayment({
  planId,
  pricing,
  cycle,
  country,
  total,
  focusHeading,
}: {
  planId: number;
  pricing: PricingPlans;
  cycle: BillingCycle;
  country: string | null;
  total: string | null;
  /** Just logged in on this page: the caret goes to the payment, where the login form was. */
  focusHeading: boolean;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
        Payment
      </h2>
      <CheckoutPayment
        planId={planId}
        cycle={cycle}
        country={country}
        provider={pricing.paymentProvider}
        testCards={pricing.testCards}
        total={total}
      />
    </section>
  );
}

function CheckoutSkeleton() {
  return (
    <div role="status" aria-label="Loading the checkout" className={styles.layout}>
      <div className={styles.main}>
        <div className={styles.panel}>
          <Skeleton width="50%" />
          <Skeleton shape="block" height="var(--size-control)" />
        </div>
        <div className={styles.panel}>
          <Skeleton width="30%" />
          <SkeletonText lines={4} />
        </div>
      </div>
      <div className={styles.panel}>
        <Skeleton width="40%" />
        <SkeletonText lines={3} />
      </div>
    </div>
  );
}
