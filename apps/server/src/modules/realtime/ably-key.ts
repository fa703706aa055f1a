/**
 * An Ably API key, `appId.keyId:secret`. The name (`appId.keyId`) goes into every token's `kid`;
 * the secret signs tokens and never leaves the server.
 */
export interface AblyKey {
  name: string;
  secret: string;
}

/** The key name of the embedded broker: a key with this name never talks to Ably's service. */
export const LOCAL_KEY_NAME = 'local.tapetv';

const KEY_PATTERN = /^([^\s.:]+\.[^\s.:]+):(\S+)$/;

/** The key in `appId.keyId:secret` form, or undefined when the text is not one. */
export function parseAblyKey(raw: string): AblyKey | undefined {
  const match = KEY_PATTERN.exec(raw.trim());
  if (!match?.[1] || !match[2]) return undefined;
  return { name: match[1], secret: match[2] };
}

export const formatAblyKey = (key: AblyKey) => `${key.name}:${key.secret}`;

export const isLocalKey = (key: AblyKey) => key.name === LOCAL_KEY_NAME;
