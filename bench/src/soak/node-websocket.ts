import WebSocket from 'ws';

// `@tapetv/realtime` runs the browser build of `ably` (`ably/modular`), which takes WebSocket from
// the global object when it loads. Node 20 has none, so the soak lends it `ws`. Import this module
// before `@tapetv/realtime`.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;
