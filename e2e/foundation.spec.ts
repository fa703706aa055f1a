import { expect, test } from '@playwright/test';

test.describe('foundation', () => {
  test('the page carries the CSRF meta tag and the API answers check-login', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const token = await page.locator('meta[name="csrf-token"]').getAttribute('content');
    expect(token).toMatch(/^[\w-]{20,}$/);

    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value).toBe(token);
    expect(cookies.find((cookie) => cookie.name === 'tapetv_csrf')?.httpOnly).toBe(true);

    // The app itself asked /api/check-login through @tapetv/api-client and shows the visitor header.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
    const status = await page.evaluate(async () => (await fetch('/api/check-login')).json());
    expect(status).toEqual({ loggedIn: false });
  });

  test('a demo member logs in with the page token and stays logged in across a reload', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const refused = await page.evaluate(async () => {
      const answer = await fetch('/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'dana@tapetv.dev', password: 'TapeTV-demo-1' }),
      });
      return { status: answer.status, body: await answer.json() };
    });
    expect(refused).toEqual({
      status: 419,
      body: { code: 'CSRF_TOKEN_MISMATCH', message: 'CSRF token mismatch.' },
    });

    const login = await page.evaluate(async () => {
      const token =
        document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
      const answer = await fetch('/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-CSRF-TOKEN': token },
        body: JSON.stringify({
          email: 'dana@tapetv.dev',
          password: 'TapeTV-demo-1',
          remember: true,
        }),
      });
      return answer.json();
    });
    expect(login).toMatchObject({ success: true, user: { userName: 'dana', name: 'Dana Demo' } });
    const session = (await context.cookies()).find((cookie) => cookie.name === 'tapetv_session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');

    await page.reload();
    await expect(page).toHaveURL(/\/feed$/);
    await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  });

  test('the default images and the API reference are served', async ({ request }) => {
    for (const image of ['/photos/d-avatar.jpg', '/photos/d-cover.jpg']) {
      const answer = await request.get(image);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('image/jpeg');
    }
    const docs = await request.get('/api/docs/json');
    expect(docs.status()).toBe(200);
    expect((await docs.json()).openapi).toBe('3.1.0');
  });
});
