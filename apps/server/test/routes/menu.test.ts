import { describe, expect, it } from 'vitest';
import { MENU, seedMenu } from '../../src/db/seed/menu.seed.ts';
import { buildTestApp } from '../helpers/app.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';

interface MenuItem {
  id: number;
  title: string;
  url: string;
  children: MenuItem[];
}

describe.each(drivers)('GET /api/menu on %s', (driver) => {
  const database = useTestDatabase(driver);

  it('answers the seeded mega-menu to a visitor, in order, with children', async () => {
    await seedMenu(database.handle.db);
    const app = await buildTestApp(database.handle);

    const response = await app.inject({ method: 'GET', url: '/api/menu' });

    expect(response.statusCode).toBe(200);
    const menu = response.json<MenuItem[]>();
    expect(menu.map((item) => item.title)).toEqual(MENU.map((item) => item.title));
    const calendars = menu.find((item) => item.title === 'Calendars');
    expect(calendars?.children.map((child) => child.url)).toEqual([
      '/economic-calendar',
      '/earning-calendar',
      '/dividend-calendar',
      '/splits-calendar',
      '/ipo-calendar',
      '/holiday-calendar',
      '/futures-expiry-calendar',
      '/my-week',
    ]);
    const community = menu.find((item) => item.title === 'Community');
    expect(community?.children.map((child) => child.url)).toEqual([
      '/feed',
      '/groups',
      '/messages',
    ]);
    for (const item of menu) {
      expect(item).toEqual({
        id: expect.any(Number),
        title: expect.any(String),
        url: expect.any(String),
        children: expect.any(Array),
      });
    }
    const external = menu.find((item) => item.title === 'News & Analysis');
    expect(external?.children.map((child) => child.title)).toEqual([
      'Finance',
      'Analysis',
      'Academy',
      'News',
    ]);
  });

  it('seeds the menu once: a second seed adds nothing', async () => {
    const first = await seedMenu(database.handle.db);
    const second = await seedMenu(database.handle.db);
    const expected = MENU.reduce((count, item) => count + 1 + (item.children?.length ?? 0), 0);

    expect(first).toBe(expected);
    expect(second).toBe(0);
  });

  it('answers an empty list when no menu is seeded', async () => {
    const app = await buildTestApp(database.handle);
    const response = await app.inject({ method: 'GET', url: '/api/menu' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});
