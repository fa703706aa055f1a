import { CheckCircledIcon } from '@radix-ui/react-icons';
import { Button } from '@tapetv/ui/button';
import { EmptyState } from '@tapetv/ui/empty-state';
import { Skeleton, SkeletonText } from '@tapetv/ui/skeleton';
import { Spinner } from '@tapetv/ui/spinner';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import {
  formatBillingDate,
  formatMoney,
  loadOrderAtom,
  type Order,
  orderAtomFamily,
} from '@/entities/billing';
import { memberTimeZoneAtom, signedInViewerAtom } from '@/entities/session';
import { refreshViewerAtom } from '@/features/billing/checkout';
import { loginUrl, paths } from '@/shared/config';
import { PageFrame } from '@/shared/ui/page-frame';
import styles from './checkout-thank-you-page.module.css';

/**
 * While Stripe's confirmation (its webhook) has not reached the server the order is pending:
 * asked again every `ORDER_POLL_MS`, `ORDER_POLL_TRIES` times, then the member may ask again.
 */
export const ORDER_POLL_MS = 2000;
export const ORDER_POLL_TRIES = 5;

const CYCLE_TEXT = { monthly: 'Monthly', yearly: 'Yearly' } as const;

/** `?order=12` → 12; anything else (missing, `abc`, `-1`, `1.5`) → null. */
function orderIdFrom(value: string | null): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * After paying (`/checkout/thank-you?order=12`, open to visitors): the member's order, paid (the
 * plan, what was paid, the card, the renewal, where to go next) or still being confirmed by
 * Stripe. A visitor, or an address without an order, gets a plain thank-you.
 */
export function CheckoutThankYouPage() {
  const viewer = useAtomValue(signedInViewerAtom);
  const [search] = useSearchParams();
  const orderId = orderIdFrom(search.get('order'));
  if (!viewer || orderId === null)
    return <PlainThankYou askToLogIn={!viewer && orderId !== null} />;
  return <OrderThankYou orderId={orderId} />;
}

function PlainThankYou({ askToLogIn }: { askToLogIn: boolean }) {
  const { pathname, search } = useLocation();
  return (
    <PageFrame title="Thank You">
      <EmptyState
        title="Thank you for your interest in TapeTV"
        description={
          askToLogIn
            ? 'Log in to see your order and your plan.'
            : 'See what each plan offers, and start free or with pro.'
        }
        action={
          <div className={styles.centered}>
            {askToLogIn && (
              <Button asChild>
                <Link to={loginUrl(`${pathname}${search}`)}>Log in</Link>
              </Button>
            )}
            <Button asChild variant={askToLogIn ? 'secondary' : 'primary'}>
              <Link to={paths.pricing}>See the plans</Link>
            </Button>
          </div>
        }
      />
    </PageFrame>
  );
}

function OrderThankYou({ orderId }: { orderId: number }) {
  const state = useAtomValue(orderAtomFamily(orderId));
  const load = useSetAtom(loadOrderAtom);
  const viewer = useAtomValue(signedInViewerAtom);
  const refreshViewer = useSetAtom(refreshViewerAtom);
  const [polls, setPolls] = useState(0);

  useEffect(() => {
    void load(orderId);
  }, [orderId, load]);

  const { order } = state;
  const pending = order?.status === 'pending';
  useEffect(() => {
    if (!pending || state.status !== 'ready' || polls >= ORDER_POLL_TRIES) return;
    const timer = setTimeout(() => {
      setPolls((count) => count + 1);
      void load(orderId);
    }, ORDER_POLL_MS);
    return () => clearTimeout(timer);
  }, [pending, state.status, polls, orderId, load]);

  // Paid on Stripe's page: the member's data, loaded before the payment was confirmed, is not
  // pro yet. Loaded again once (the header and the pro pages read it).
  const refreshed = useRef(false);
  const paid = order?.status === 'paid';
  const viewerIsPro = viewer?.isPro ?? false;
  useEffect(() => {
    if (!paid || viewerIsPro || refreshed.current) return;
    refreshed.current = true;
    void refreshViewer();
  }, [paid, viewerIsPro, refreshViewer]);

  if (state.status === 'missing')
    return (
      <PageFrame title="Thank You">
        <EmptyState
          title="No such order"
          description="This order does not exist, or it is not one of yours."
          action={
            <Button asChild variant="secondary">
              <Link to={paths.pricing}>See the plans</Link>
            </Button>
          }
        />
      </PageFrame>
    );
  if (!order && state.status === 'error')
    return (
      <PageFrame title="Thank You">
        <EmptyState
          tone="error"
          title="Your order could not be loaded"
          description={state.error ?? undefined}
          action={
            <Button variant="secondary" onClick={() => void load(orderId)}>
              Try again
            </Button>
          }
        />
      </PageFrame>
    );
  if (!order)
    return (
      <PageFrame title="Thank You">
        <div role="status" aria-label="Loading your order" className={styles.card}>
          <Skeleton width="50%" />
          <SkeletonText lines={4} />
        </div>
      </PageFrame>
    );
  if (order.status === 'pending')
    return (
      <PageFrame title="Thank You">
        <section className={styles.card} aria-labelledby="thank-you-pending">
          <h2 id="thank-you-pending" className={styles.heading}>
            Confirming your payment…
          </h2>
          {polls < ORDER_POLL_TRIES ? (
            <div role="status" className={styles.waiting}>
              <Spinner size="sm" decorative />
              <span>
                We are waiting for the payment provider to confirm your payment. This usually takes
                a few seconds.
              </span>
            </div>
          ) : (
            <>
              <p role="status" className={styles.text}>
                The confirmation is taking longer than usual. There is no need to pay again: check
                again in a minute.
              </p>
              <Button
                variant="secondary"
                className={styles.start}
                onClick={() => {
                  setPolls(0);
                  void load(orderId);
                }}
              >
                Check again
              </Button>
            </>
          )}
        </section>
      </PageFrame>
    );
  if (order.status === 'declined')
    return (
      <PageFrame title="Thank You">
        <EmptyState
          tone="error"
          title="Your payment did not go through"
          description="You have not been charged. Try again, with another card if need be."
          action={
            <Button asChild>
              <Link to={paths.checkout}>Back to the checkout</Link>
            </Button>
          }
        />
      </PageFrame>
    );
  return (
    <PageFrame title="Welcome to TapeTV Pro">
      <PaidOrder
        order={order}
        settingsPath={viewer ? paths.profileSettings(viewer.userName) : null}
      />
    </PageFrame>
  );
}

function PaidOrder({ order, settingsPath }: { order: Order; settingsPath: string | null }) {
  const timeZone = useAtomValue(memberTimeZoneAtom);
  const { subscription } = order;
  const periodEnd = subscription
    ? formatBillingDate(subscription.currentPeriodEnd, timeZone)
    : null;
  return (
    <section className={styles.card} aria-labelledby="thank-you-order">
      <p className={styles.paid}>
        <CheckCircledIcon aria-hidden className={styles.paidIcon} />
        <span>Thank you: your payment went through and pro is yours from now on.</span>
      </p>
      <h2 id="thank-you-order" className={styles.heading}>
        Your order
      </h2>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>Plan</dt>
          <dd>{order.plan.name}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Billing</dt>
          <dd>{CYCLE_TEXT[order.cycle]}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Total paid</dt>
          <dd className={styles.amount}>
            {formatMoney(order.totalCents, order.currency)}
            {order.taxCents > 0 && (
              <span className={styles.muted}>
                {' '}
                incl. {order.taxLabel} {formatMoney(order.taxCents, order.currency)}
              </span>
            )}
          </dd>
        </div>
        {order.cardLast4 && (
          <div className={styles.fact}>
            <dt>Card</dt>
            <dd className={styles.amount}>Ending in {order.cardLast4}</dd>
          </div>
        )}
        {subscription && periodEnd && (
          <div className={styles.fact}>
            <dt>{subscription.cancelAtPeriodEnd ? 'Ends on' : 'Renews on'}</dt>
            <dd>{periodEnd}</dd>
          </div>
        )}
      </dl>
      <div className={styles.actions}>
        <Button asChild>
          <Link to={paths.proPicks}>See the pro picks</Link>
        </Button>
        {settingsPath && (
          <Button asChild variant="secondary">
            <Link to={settingsPath}>Manage your plan in settings</Link>
          </Button>
        )}
      </div>
    </section>
  );
}
