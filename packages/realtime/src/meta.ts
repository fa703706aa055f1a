/**
 * The meta tag through which the server tells the page that the embedded broker runs, and on
 * which port. Absent: the server uses Ably's service, and so does the page. (A module of its own
 * so the server can import the name without browser types.)
 */
export const BROKER_PORT_META = 'realtime-broker-port';
