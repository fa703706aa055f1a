import { describe, expect, it } from 'vitest';
import { buildTestApp, createAgent } from '../helpers/app.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';

describe.each(drivers)('health routes on %s', (driver) => {
  const database = useTestDatabase(driver);

  it('GET /api/health answers ok with the database up', async () => {
    const app = await buildTestApp(database.handle);

    const response = await app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('GET /api/csrf-token answers the token it also sets as the XSRF-TOKEN cookie', async () => {
    const app = await buildTestApp(database.handle);
    const agent = createAgent(app);

    const response = await agent.get('/api/csrf-token');

    expect(response.statusCode).toBe(200);
    const { token } = response.json<{ token: string }>();
    expect(token).toMatch(/^[\w-]{20,}$/);
    expect(agent.cookie('XSRF-TOKEN')).toBe(token);
    expect(agent.cookie('tapetv_csrf')).toBeDefined();
  });
});
