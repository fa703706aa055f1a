import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

const DEMO = {
  email: 'dana@tapetv.dev',
  password: 'TapeTV-demo-1',
  name: 'Dana Demo',
  userName: 'dana',
};

async function logIn(page: Page) {
  await page.goto('/login');
  await page.getByPlaceholder('Enter Your Email').fill(DEMO.email);
  await page.getByPlaceholder('Enter Password').fill(DEMO.password);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/feed');
}

/** Nothing wider than the viewport: the page never scrolls sideways. */
async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** No serious or critical accessibility violations on the page as it is now. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const severe = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    severe.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

test.describe('web shell', () => {
  test('a visitor opening /watchlist?x=1 logs in and arrives at /watchlist?x=1', async ({
    page,
  }) => {
    await page.goto('/watchlist?x=1');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fwatchlist%3Fx%3D1$/);
    await expect(page.getByRole('heading', { name: 'Account Login', level: 1 })).toBeVisible();

    await page.getByPlaceholder('Enter Your Email').fill(DEMO.email);
    await page.getByPlaceholder('Enter Password').fill(DEMO.password);
    await page.getByRole('main').getByRole('button', { name: 'Login' }).click();

    await expect(page).toHaveURL(/\/watchlist\?x=1$/);
    await expect(page.getByRole('heading', { name: 'Watchlists', level: 1 })).toBeVisible();
  });

  test('a wrong password shows the server message', async ({ page }) => {
    await page.goto('/login');
    await page.getByPlaceholder('Enter Your Email').fill(DEMO.email);
    await page.getByPlaceholder('Enter Password').fill('not-the-password');
    await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('These credentials do not match our records.');
  });

  test('the login popup opens from the header and sends the member on to /feed', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Account Login' });
    await expect(dialog).toBeVisible();
    await dialog.getByPlaceholder('Enter Your Email').fill(DEMO.email);
    await dialog.getByPlaceholder('Enter Password').fill(DEMO.password);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/feed$/);
    await expect(dialog).toBeHidden();
  });

  test('a member at / goes to /feed', async ({ page }) => {
    await logIn(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/feed$/);
  });

  test('the profile menu has its four items, each going where it should, and Logout logs out', async ({
    page,
  }) => {
    await logIn(page);
    const openMenu = async () => {
      await page.getByRole('button', { name: 'Profile menu' }).click();
      return page.getByRole('menu');
    };
    let menu = await openMenu();
    // Every item leads to a real page: no "Soon" is left in this menu.
    await expect(menu.getByRole('menuitem')).toHaveText([
      /^\s*My Profile$/,
      /^\s*Upgrade To Pro$/,
      /^\s*Settings$/,
      /^\s*Logout$/,
    ]);

    await menu.getByRole('menuitem', { name: 'My Profile' }).click();
    await expect(page).toHaveURL(/\/profile\/dana$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dana Demo' })).toBeVisible();
    menu = await openMenu();
    await menu.getByRole('menuitem', { name: 'Upgrade To Pro' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    menu = await openMenu();
    await menu.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/profile\/dana\/setting$/);
    await expect(page.getByRole('form', { name: 'Profile details' })).toBeVisible();

    menu = await openMenu();
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(async () => (await fetch('/api/check-login')).json())).toEqual({
      loggedIn: false,
    });
    await page.goto('/feed');
    await expect(page).toHaveURL(/\/login\?redirect=%2Ffeed$/);
  });

  test('the header dropdowns link to /messages and /notifications', async ({ page }) => {
    await logIn(page);
    await page.getByRole('button', { name: /^Messages/ }).click();
    await page.getByRole('menuitem', { name: 'See all messages' }).click();
    await expect(page).toHaveURL(/\/messages$/);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('menuitem', { name: 'See all notifications' }).click();
    await expect(page).toHaveURL(/\/notifications$/);
  });

  test('the mega-menu comes from the server, every section is built, and navigates', async ({
    page,
  }) => {
    await logIn(page);
    const menu = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    // Every section links plainly: since issue 20 no page is left "coming soon".
    await menu.getByRole('button', { name: 'Calendars' }).click();
    await expect(menu.getByRole('link', { name: 'IPO Calendar' })).not.toContainText('Soon');
    await menu.getByRole('button', { name: 'Reports' }).click();
    await expect(menu.getByRole('link', { name: 'Specialized Reports' })).not.toContainText('Soon');
    const personalAccess = menu.getByRole('link', { name: /^Personal Access/ });
    await expect(personalAccess).not.toContainText('Soon');
    await personalAccess.click();
    await expect(page).toHaveURL(/\/personal-access$/);
    const heading = page.getByRole('heading', { name: 'Personal Access', level: 1 });
    await expect(heading).toBeVisible();
    await expect(page.getByText('This section is coming soon')).toBeHidden();
    // The panel closed, and the new page has focus.
    await expect(menu.getByRole('link', { name: /^Personal Access/ })).toBeHidden();
    await expect(heading).toBeFocused();
  });

  test('keyboard only: a choice in the mega-menu closes it and focuses the new page', async ({
    page,
  }) => {
    await logIn(page);
    const menu = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await menu.getByRole('button', { name: 'Learn' }).focus();
    await page.keyboard.press('Enter');
    const exams = menu.getByRole('link', { name: 'Exams' });
    await expect(exams).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Trading School' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(exams).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/exams$/);
    const heading = page.getByRole('heading', { name: 'Exams', level: 1 });
    await expect(heading).toBeFocused();
    await expect(exams).toBeHidden();
  });

  test('keyboard only: a visitor logs in without the mouse', async ({ page }) => {
    await page.goto('/login?redirect=%2Fexams');
    await page.getByPlaceholder('Enter Your Email').focus();
    await page.keyboard.type(DEMO.email);
    await page.keyboard.press('Tab');
    await expect(page.getByPlaceholder('Enter Password')).toBeFocused();
    await page.keyboard.type(DEMO.password);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: 'Remember this device' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: 'Remember this device' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Forgot Password' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').getByRole('button', { name: 'Login' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/exams$/);
    const session = (await page.context().cookies()).find(
      (cookie) => cookie.name === 'tapetv_session',
    );
    expect(session?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
  });

  test('an unknown path answers HTTP 404 with the app’s 404 page', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
    const known = await page.goto('/pricing');
    expect(known?.status()).toBe(200);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test("the bottom bar shows home and the spec's entries, and Menu opens the mega-menu as a sheet", async ({
      page,
    }) => {
      await page.goto('/');
      const bar = page.getByRole('navigation', { name: 'Sections' });
      await expect(bar).toBeVisible();
      // Every entry leads to a built page: none says "Soon".
      await expect(bar.getByRole('link')).toHaveText([
        /^Home$/,
        /^Trading School$/,
        /^Watchlists$/,
        /^CEO Interviews$/,
      ]);
      await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
      await expectNoHorizontalOverflow(page);
      await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeHidden();

      await bar.getByRole('button', { name: 'Menu' }).click();
      const sheet = page.getByRole('dialog', { name: 'Menu' });
      await expect(sheet).toBeVisible();
      await sheet.getByRole('link', { name: 'Pricing' }).click();
      await expect(page).toHaveURL(/\/pricing$/);
      await expect(sheet).toBeHidden();
      await expect(page.getByRole('heading', { name: 'Pricing', level: 1 })).toBeFocused();
    });

    test("a member's bar leads back to the feed, each label on one line", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await logIn(page);
      const bar = page.getByRole('navigation', { name: 'Sections' });
      await bar.getByRole('link', { name: 'Watchlists' }).click();
      await expect(page).toHaveURL(/\/watchlist$/);
      await bar.getByRole('link', { name: 'Feed' }).click();
      await expect(page).toHaveURL(/\/feed$/);
      await expect(bar.getByRole('link', { name: 'Feed' })).toHaveAttribute('aria-current', 'page');
      // One line: each label is no taller than one line of its text, and none is cut.
      for (const label of await bar.locator('a > span, button > span').all()) {
        const box = await label.evaluate((element) => ({
          height: element.getBoundingClientRect().height,
          line: Number.parseFloat(getComputedStyle(element).lineHeight) || 16,
          clipped: element.scrollWidth > element.clientWidth + 1,
        }));
        expect(box.height).toBeLessThanOrEqual(box.line + 1);
        expect(box.clipped).toBe(false);
      }
      // Touch targets of at least 44 px: the bar's entries and the header's search, messages,
      // notifications (links to their screens on a phone) and profile menu.
      const header = page.getByRole('banner');
      const headerButtons = [
        header.getByRole('button', { name: 'Open search' }),
        header.getByRole('link', { name: /^Messages/ }),
        header.getByRole('link', { name: /^Notifications/ }),
        header.getByRole('button', { name: 'Profile menu' }),
      ];
      for (const button of headerButtons) {
        const size = await button.boundingBox();
        expect(size?.height).toBeGreaterThanOrEqual(44);
        expect(size?.width).toBeGreaterThanOrEqual(44);
      }
      for (const entry of await bar.locator('a, button').all()) {
        const size = await entry.boundingBox();
        expect(size?.height).toBeGreaterThanOrEqual(44);
        expect(size?.width).toBeGreaterThanOrEqual(44);
      }
      await expectNoHorizontalOverflow(page);
    });

    test('the bottom bar is hidden on a wide screen', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/');
      await expect(page.getByRole('navigation', { name: 'Sections' })).toBeHidden();
    });
  });

  test.describe('accessibility (axe: no serious or critical violations)', () => {
    test('home', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
    });

    test('login', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Account Login' })).toBeVisible();
      await expectAccessible(page);
    });

    test('feed shell', async ({ page }) => {
      await logIn(page);
      await expect(page.getByRole('heading', { name: 'Feed', level: 1 })).toBeVisible();
      await expectAccessible(page);
    });
  });
});
