import { useEffect } from 'react';
import { useMatches } from 'react-router';

/** Sets the tab title from the deepest route's `handle.title`. */
export function useDocumentTitle() {
  const matches = useMatches();
  const title = [...matches]
    .reverse()
    .find((match) => (match.handle as { title?: string } | undefined)?.title)?.handle as
    | { title: string }
    | undefined;
  useEffect(() => {
    document.title = title ? `${title.title} · TapeTV` : 'TapeTV';
  }, [title]);
}
