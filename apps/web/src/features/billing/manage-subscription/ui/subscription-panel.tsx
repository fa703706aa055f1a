import { Badge } from '@tapetv/ui/badge';
import { Button } from '@tapetv/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@tapetv/ui/dialog';
import { SkeletonText } from '@tapetv/ui/skeleton';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import {
  billingStatusAtom,
  formatBillingDate,
  loadBillingStatusAtom,
  type Subscription,
} from '@/entities/billing';
import { memberTimeZoneAtom } from '@/entities/session';
import { paths } from '@/shared/config';
import { changeSubscriptionAtom } from '../model/subscription.atoms.ts';
import styles from './subscription-panel.module.css';

const CYCLE_TEXT = { monthly: 'billed monthly', yearly: 'billed yearly' } as const;

/** What the member's subscription does next, in one sentence (days in their zone and locale). */
export function subscriptionSentence(
  subscription: Subscription,
  timeZone: string,
  locale?: string,
): string {
  const day = formatBillingDate(subscription.currentPeriodEnd, timeZone, locale);
  if (subscription.status === 'canceled')
    return `Your ${subscription.plan.name} plan ended on ${day}.`;
  if (subscription.status === 'expired')
    return `Your ${subscription.plan.name} plan ended on ${day}: its renewal could not be paid.`;
  if (subscription.cancelAtPeriodEnd)
    return `Your ${subscription.plan.name} plan ends on ${day}. It will not renew; you keep pro until then.`;
  return `Your ${subscription.plan.name} plan, ${CYCLE_TEXT[subscription.cycle]}, renews on ${day}.`;
}

/**
 * The member's plan in their settings (issue 20): what they pay and when it renews; cancel at the
 * period end (pro until then) after a confirmation, or take the cancellation back.
 */
export function SubscriptionPanel() {
  const state = useAtomValue(billingStatusAtom);
  const load = useSetAtom(loadBillingStatusAtom);
  const change = useSetAtom(changeSubscriptionAtom);
  const timeZone = useAtomValue(memberTimeZoneAtom);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'done' | 'error'; text: string } | null>(null);
  const id = useId();

  useEffect(() => {
    void load();
  }, [load]);

  const run = async (what: 'cancel' | 'resume') => {
    setBusy(true);
    setResult(null);
    const answer = await change(what);
    setBusy(false);
    setConfirming(false);
    setResult({ tone: answer.ok ? 'done' : 'error', text: answer.message });
  };

  const subscription = state.billing?.subscription ?? null;
  const live = subscription?.status === 'active';
  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        Subscription{' '}
        {state.billing?.isPro && (
          <Badge tone="accent" className={styles.badge}>
            Pro
          </Badge>
        )}
      </h2>
      {state.billing === null && state.status !== 'error' && (
        <div role="status" aria-busy="true" aria-label="Loading your subscription">
          <SkeletonText lines={2} />
        </div>
      )}
      {state.billing === null && state.status === 'error' && (
        <div className={styles.row}>
          <p className={styles.error} role="alert">
            Your subscription could not be loaded. {state.error}
          </p>
          <Button variant="secondary" size="sm" onClick={() => void load()}>
            Try again
          </Button>
        </div>
      )}
      {state.billing !== null && (
        <>
          <p className={styles.description}>
            {subscription
              ? subscriptionSentence(subscription, timeZone)
              : 'You are on the free plan.'}
          </p>
          <div className={styles.row}>
            {live && !subscription.cancelAtPeriodEnd && (
              <Button variant="secondary" onClick={() => setConfirming(true)} disabled={busy}>
                Cancel subscription
              </Button>
            )}
            {live && subscription.cancelAtPeriodEnd && (
              <Button onClick={() => void run('resume')} loading={busy}>
                Keep my subscription
              </Button>
            )}
            {!live && (
              <Button asChild>
                <Link to={paths.pricing}>Upgrade to Pro</Link>
              </Button>
            )}
            {result && (
              <p
                className={result.tone === 'error' ? styles.error : styles.done}
                role={result.tone === 'error' ? 'alert' : 'status'}
              >
                {result.text}
              </p>
            )}
          </div>
        </>
      )}
      <Dialog open={confirming} onOpenChange={(open) => !busy && setConfirming(open)}>
        <DialogContent
          size="sm"
          title="Cancel your subscription?"
          description={
            subscription
              ? `You keep pro until ${formatBillingDate(subscription.currentPeriodEnd, timeZone)}; it will not renew and you will not be charged again.`
              : undefined
          }
        >
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" disabled={busy}>
                Keep it
              </Button>
            </DialogClose>
            <Button variant="danger" loading={busy} onClick={() => void run('cancel')}>
              Cancel at period end
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
