import { LockClosedIcon } from '@radix-ui/react-icons';
import { Button } from '@tapetv/ui/button';
import { type CardDetails, PaymentForm, type PaymentStatus } from '@tapetv/ui/payment-form';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import type { BillingCycle, PaymentProvider, TestCard } from '@/entities/billing';
import { viewerAtom } from '@/entities/session';
import { paths } from '@/shared/config';
import { FormAlert } from '@/shared/ui/form-alert';
import {
  type CheckoutStatus,
  checkoutAttemptAtom,
  payAtom,
  resetCheckoutAttemptAtom,
} from '../model/checkout.atoms.ts';
import styles from './checkout-payment.module.css';

export interface CheckoutPaymentProps {
  planId: number;
  cycle: BillingCycle;
  /** The billing country; null until the countries are known (nothing can be paid yet). */
  country: string | null;
  provider: PaymentProvider;
  /** The test provider's documented numbers, listed above the card form. */
  testCards?: TestCard[];
  /**
   * The server's total for this plan, cycle and country, formatted ("$249.00"); null while the
   * quote loads or has failed, when nothing can be paid.
   */
  total: string | null;
}

const FORM_STATUS: Record<CheckoutStatus, PaymentStatus> = {
  idle: 'idle',
  processing: 'processing',
  declined: 'declined',
  error: 'error',
  'already-subscribed': 'error',
  redirecting: 'processing',
  paid: 'success',
};

/**
 * The member's way to pay for the chosen plan: the card form with the local test provider, or
 * the way to Stripe's secure page. Once paid it opens the thank-you page of the order.
 */
export function CheckoutPayment({
  planId,
  cycle,
  country,
  provider,
  testCards,
  total,
}: CheckoutPaymentProps) {
  const state = useAtomValue(checkoutAttemptAtom);
  const pay = useSetAtom(payAtom);
  const reset = useSetAtom(resetCheckoutAttemptAtom);
  const viewer = useAtomValue(viewerAtom);
  const navigate = useNavigate();

  // What an earlier visit to the checkout left (a declined card) is not this visit's; nor is
  // "on the way to Stripe" when Back brings the page back from the browser's cache.
  useEffect(() => {
    reset();
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset({ backFromPayment: true });
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [reset]);

  const ready = country !== null && total !== null;
  const submit = async (card?: CardDetails) => {
    if (country === null) return;
    const outcome = await pay({ planId, cycle, country, ...(card ? { card } : {}) });
    if (outcome.paid) void navigate(paths.checkoutThankYou(outcome.orderId));
  };

  if (state.status === 'already-subscribed') {
    return (
      <div className={styles.payment}>
        <FormAlert tone="error">
          {state.message ?? 'You already have a plan.'}{' '}
          {viewer && (
            <Link to={paths.profileSettings(viewer.userName)} className={styles.link}>
              Manage your plan in settings
            </Link>
          )}
        </FormAlert>
      </div>
    );
  }

  if (provider === 'stripe') {
    const busy = state.status === 'processing' || state.status === 'redirecting';
    const failure = state.status === 'declined' || state.status === 'error' ? state.message : null;
    return (
      <div className={styles.payment}>
        {failure && <FormAlert tone="error">{failure}</FormAlert>}
        <p className={styles.note}>
          <LockClosedIcon aria-hidden className={styles.icon} />
          You enter your card on Stripe’s secure page; TapeTV never sees it.
        </p>
        <Button size="lg" block loading={busy} disabled={!ready} onClick={() => void submit()}>
          Continue to secure payment
        </Button>
      </div>
    );
  }

  return (
    <PaymentForm
      onSubmit={(card) => void submit(card)}
      status={FORM_STATUS[state.status]}
      errorMessage={state.message ?? undefined}
      fieldErrors={state.fieldErrors}
      submitLabel={total ? `Pay ${total}` : 'Pay'}
      successMessage="Payment complete. Opening your receipt…"
      disabled={!ready}
      testCards={testCards}
    />
  );
}
