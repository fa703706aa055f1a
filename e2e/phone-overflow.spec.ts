import { expect, type Page, test } from '@playwright/test';
import { ROUTE_EXAMPLES } from '../apps/web/src/shared/config/route-examples.ts';
import { memberPage } from './support/member-page.ts';

/**
 * How far the page scrolls sideways, and the element that sticks out furthest (one that no
 * scrolling or clipping box of its own contains), to say in the failure what to fix.
 */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    let culprit = '';
    let furthest = width;
    for (const element of document.body.querySelectorAll('*')) {
      const right = element.getBoundingClientRect().right;
      if (right <= furthest) continue;
      let contained = false;
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') {
          contained = true;
          break;
        }
      }
      if (contained) continue;
      furthest = right;
      culprit = `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}`;
    }
    return { overflow: root.scrollWidth - width, culprit };
  });
}

/**
 * On a phone (390 × 844) no page scrolls sideways: every route of the table, as the demo member,
 * once its content has loaded. A wide table or chart scrolls inside its own box, never the page.
 * A page that overflows is measured again a moment later, so a transition caught half-way (a
 * row's price flash, a toast sliding in) is not taken for the page's layout; one that still
 * overflows fails, naming the element that sticks out.
 */
test('no route overflows a 390 px phone', async ({ browser }) => {
  // About a hundred routes, each loaded to network idle: minutes on a loaded two-core machine.
  test.setTimeout(420_000);
  const page = await memberPage(browser, 'dana@tapetv.dev', 'TapeTV-demo-1', { motion: true });
  await page.setViewportSize({ width: 390, height: 844 });
  const overflowing: string[] = [];
  for (const url of new Set(Object.values(ROUTE_EXAMPLES))) {
    await page.goto(url);
    await expect(page.locator('main').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    let measured = await sidewaysOverflow(page);
    if (measured.overflow > 0) {
      await page.waitForTimeout(1_500);
      measured = await sidewaysOverflow(page);
    }
    if (measured.overflow > 0) {
      overflowing.push(`${url} (${measured.overflow} px, ${measured.culprit || 'unknown'})`);
    }
  }
  expect(overflowing).toEqual([]);
});
