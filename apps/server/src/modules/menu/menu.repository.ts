import { asc } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { menuItems } from '../../db/schema/index.ts';

export type MenuRow = typeof menuItems.$inferSelect;

export class MenuRepository {
  constructor(private readonly db: Database) {}

  async all(tx: Executor = this.db): Promise<MenuRow[]> {
    return tx.select().from(menuItems).orderBy(asc(menuItems.position), asc(menuItems.id));
  }

  async count(tx: Executor = this.db): Promise<number> {
    return tx.$count(menuItems);
  }

  async insert(row: typeof menuItems.$inferInsert, tx: Executor = this.db): Promise<MenuRow> {
    const [created] = await tx.insert(menuItems).values(row).returning();
    if (!created) throw new Error('insert into menu_items returned no row');
    return created;
  }
}
