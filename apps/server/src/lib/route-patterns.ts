/**
 * Matches a URL path against the web app's route patterns (React Router syntax: literal segments
 * and `:param` segments, case-insensitive, an optional trailing slash), so the server can answer
 * a path no page handles with HTTP 404. The patterns come from the web build's `routes.json`.
 */
export function routeMatcher(patterns: readonly string[]): (pathname: string) => boolean {
  const expressions = patterns.map(patternExpression);
  return (pathname) => {
    let decoded: string;
    try {
      decoded = decodeURI(pathname);
    } catch {
      return false;
    }
    return expressions.some((expression) => expression.test(decoded));
  };
}

const escapeLiteral = (segment: string) => segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternExpression(pattern: string): RegExp {
  const segments = pattern.split('/').filter(Boolean);
  const body = segments
    .map((segment) => (segment.startsWith(':') ? '/[^/]+' : `/${escapeLiteral(segment)}`))
    .join('');
  return new RegExp(`^${body || ''}/?$`, 'i');
}

/** Reads `routes.json` of the built web app: an array of pattern strings. */
export function parseRouteTable(json: string): string[] {
  const value: unknown = JSON.parse(json);
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new Error('routes.json must be an array of route patterns');
  }
  return value;
}
