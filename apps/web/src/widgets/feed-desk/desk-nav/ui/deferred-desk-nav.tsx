import { lazy } from 'react';
import { AfterFirstContent } from '@/shared/ui/after-first-content';

const DeskNav = lazy(() => import('./desk-nav.tsx').then((m) => ({ default: m.DeskNav })));

/** The desk's left column, loaded once the page shows its content (its column is kept for it). */
export function DeferredDeskNav() {
  return (
    <AfterFirstContent>
      <DeskNav />
    </AfterFirstContent>
  );
}
