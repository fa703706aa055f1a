import { toast } from '@tapetv/ui/toast-store';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';

// Parts of the frame that the first paint does not show: each loads the first time it is wanted,
// so no page's initial JavaScript carries a dialog, a checkbox or the toast region (issue 12).
const Toaster = lazy(() => import('@tapetv/ui/toast').then((m) => ({ default: m.Toaster })));
const LoginPopupDialog = lazy(() =>
  import('@/features/auth/login').then((m) => ({ default: m.LoginPopup })),
);
const MenuSheetDialog = lazy(() =>
  import('@/widgets/mega-menu').then((m) => ({ default: m.MenuSheet })),
);

/** True from the first render where `wanted` is true, then for good (a part, once loaded, stays mounted). */
function useWantedOnce(wanted: boolean): boolean {
  const [was, setWas] = useState(wanted);
  if (wanted && !was) setWas(true);
  return was || wanted;
}

const hasToasts = () => toast.getSnapshot().length > 0;

/** The toast region (spec point 9), mounted with the first toast; the store queues it meanwhile. */
export function DeferredToaster() {
  const mounted = useWantedOnce(useSyncExternalStore(toast.subscribe, hasToasts, hasToasts));
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** The login popup, loaded when it first opens (it reads its open state from the session). */
export function DeferredLoginPopup({ open }: { open: boolean }) {
  if (!useWantedOnce(open)) return null;
  return (
    <Suspense fallback={null}>
      <LoginPopupDialog />
    </Suspense>
  );
}

/** The phone menu sheet, loaded when the bottom bar's Menu first opens it. */
export function DeferredMenuSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  if (!useWantedOnce(open)) return null;
  return (
    <Suspense fallback={null}>
      <MenuSheetDialog open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}
