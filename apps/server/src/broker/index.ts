export { RealtimeBroker, type RealtimeBrokerOptions } from './broker.ts';
export type { BrokerLog, BrokerSettings } from './connection.ts';
export type { WireMessage } from './protocol.ts';
