import { CheckIcon, PlusIcon } from '@radix-ui/react-icons';
import { Button, type ButtonProps } from '@tapetv/ui/button';
import { useAtomValue, useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import {
  type GroupSummary,
  joinGroupAtom,
  leaveGroupAtom,
  membershipAtomFamily,
} from '@/entities/group';
import styles from './membership-button.module.css';

export interface MembershipButtonProps {
  group: Pick<GroupSummary, 'id' | 'group_title' | 'role' | 'join_requested'>;
  size?: ButtonProps['size'];
}

/**
 * Join, Leave, or "Request sent" (with a way to withdraw it) for one group. What it shows is the
 * server's: it changes once the call succeeds, and waits (busy) meanwhile. A private group's join
 * is a request its admins answer. The owner cannot leave, so has no button; a refusal shows the
 * server's words beside it.
 */
export function MembershipButton({ group, size = 'md' }: MembershipButtonProps) {
  const { pending, error } = useAtomValue(membershipAtomFamily(group.id));
  const join = useSetAtom(joinGroupAtom);
  const leave = useSetAtom(leaveGroupAtom);
  const title = group.group_title;
  let buttons: ReactNode;
  if (group.role === 'owner') buttons = null;
  else if (group.role !== null)
    buttons = (
      <Button
        size={size}
        variant="secondary"
        loading={pending}
        aria-label={`Leave ${title}`}
        onClick={() => void leave(group.id)}
      >
        Leave
      </Button>
    );
  else if (group.join_requested)
    buttons = (
      <>
        <Button size={size} variant="secondary" disabled iconStart={<CheckIcon aria-hidden />}>
          Request sent
        </Button>
        <Button
          size={size}
          variant="ghost"
          loading={pending}
          aria-label={`Cancel your request to join ${title}`}
          onClick={() => void leave(group.id)}
        >
          Cancel request
        </Button>
      </>
    );
  else
    buttons = (
      <Button
        size={size}
        loading={pending}
        iconStart={<PlusIcon aria-hidden />}
        aria-label={`Join ${title}`}
        onClick={() => void join(group.id)}
      >
        Join
      </Button>
    );
  if (buttons === null && !error) return null;
  return (
    <div className={styles.membership}>
      <div className={styles.buttons}>{buttons}</div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
