import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { afterFirstApiContent } from '@/shared/api';

/**
 * Renders `children` (typically a lazy component) only once the page shows its content and its
 * API requests are answered, so what the first content does not need never delays it (issue 12).
 * `fallback` holds the place until then and while the chunk loads.
 */
export function AfterFirstContent({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const [started, setStarted] = useState(false);
  useEffect(() => afterFirstApiContent(() => setStarted(true)), []);
  return started ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
