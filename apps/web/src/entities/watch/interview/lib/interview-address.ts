import { paths } from '@/shared/config';

/**
 * Where an interview opens: the interviews page with `?interview=<slug>`, at `t` seconds when
 * given, keeping the search `q` (so "Back" returns to the results).
 */
export function interviewAddress(slug: string, { t, q }: { t?: number; q?: string } = {}): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  params.set('interview', slug);
  if (t !== undefined && t > 0) params.set('t', String(Math.floor(t)));
  return `${paths.ceoInterviews}?${params}`;
}

/** The interviews list, with the search `q` when there is one. */
export function interviewListAddress(q?: string): string {
  return q ? `${paths.ceoInterviews}?${new URLSearchParams({ q })}` : paths.ceoInterviews;
}
