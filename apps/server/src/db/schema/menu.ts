import { type AnyPgColumn, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** The header's mega-menu (spec point 3 "Menu item": id, title, url, children), one level of children. */
export const menuItems = pgTable(
  'menu_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => menuItems.id, {
      onDelete: 'cascade',
    }),
    title: text('title').notNull(),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('menu_items_parent_idx').on(t.parentId, t.position)],
);
