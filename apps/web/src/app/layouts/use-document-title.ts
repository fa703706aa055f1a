import { useEffect } from 'react';
import { useRouteTitle } from '@/shared/lib/route-title';

/** Sets the tab title from the route table's title of the current location. */
export function useDocumentTitle() {
  const title = useRouteTitle();
  useEffect(() => {
    document.title = `${title} · TapeTV`;
  }, [title]);
}
