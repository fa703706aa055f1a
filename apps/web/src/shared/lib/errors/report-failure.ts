import { toast } from '@tapetv/ui/toast';

/**
 * A failed member action: logged, and shown as an error toast with the server's message when it
 * sent one (spec point 8: post-service failures are logged; the state stays as it was).
 */
export function reportFailure(error: unknown, fallback: string): void {
  console.error(fallback, error);
  const message =
    error instanceof Error && 'status' in error && error.message ? error.message : fallback;
  toast.error(message);
}
