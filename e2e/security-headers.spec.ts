import { expect, test } from '@playwright/test';
import { ROUTE_EXAMPLES } from '../apps/web/src/shared/config/route-examples.ts';

/**
 * Every page of the route table, as the built app serves it, carries the Content-Security-Policy
 * (scripts from our origin only: no inline script, no eval) and the other security headers; and
 * the page really runs under it (no inline script in the HTML, no CSP violation while it loads).
 */
test('every page is served under the security headers, and runs under its CSP', async ({
  request,
  page,
}) => {
  for (const url of new Set(Object.values(ROUTE_EXAMPLES))) {
    const response = await request.get(url);
    const csp = response.headers()['content-security-policy'] ?? '';
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1]?.trim();
    expect(scriptSrc, url).toBe("'self'");
    expect(csp, url).toContain("frame-ancestors 'none'");
    expect(csp, url).toContain("object-src 'none'");
    expect(response.headers()['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    expect(response.headers()['permissions-policy'], url).toContain('camera=()');
    expect(response.headers()['x-content-type-options'], url).toBe('nosniff');
    const html = await response.text();
    // Every <script> of the page has a src: an inline one would be blocked by the CSP.
    expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [], url).toEqual([]);
  }

  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const url of ['/', '/pricing', '/login']) {
    await page.goto(url);
    await expect(page.locator('#root')).not.toBeEmpty();
  }
  expect(violations).toEqual([]);
});
