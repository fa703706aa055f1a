// What other workspace packages (the benchmark) may use of the server's real time.

export { RealtimeBroker } from '../../broker/index.ts';
export { ablyTokenDetails } from './ably-jwt.ts';
export { type AblyKey, formatAblyKey, LOCAL_KEY_NAME } from './ably-key.ts';
export { createBroadcaster } from './broadcaster.ts';
export { memberCapability } from './capability.ts';
