import { SimulatedBadge } from '@tapetv/ui/simulated-badge';

export const FICTIONAL_LABEL = 'Fictional sample';
export const FICTIONAL_DESCRIPTION =
  'The company and the people in this interview are invented for the demo; nothing in it is real.';

/** Marks an interview whose company and people are invented (the sample content). */
export function FictionalBadge({ className }: { className?: string }) {
  return (
    <SimulatedBadge
      label={FICTIONAL_LABEL}
      description={FICTIONAL_DESCRIPTION}
      className={className}
    />
  );
}
