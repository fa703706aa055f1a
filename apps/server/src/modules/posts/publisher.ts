/**
 * Publishes a real-time event. Services call it only after their transaction has committed;
 * the app wires it to the broadcaster (embedded broker or Ably).
 */
export type Publish = (channel: string, event: string, data: unknown) => Promise<void>;
