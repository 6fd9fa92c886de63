import { pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * C-012, ADR 14: the help a form offers beside a field or block, by flag (`case_priority`). The network's operators
 * write them; the content is HTML that the answer sanitises.
 */
export const helpHints = pgTable(
  'help_hints',
  {
    id: serial('id').primaryKey(),
    flag: text('flag').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('help_hints_flag_unique').on(t.flag)],
);
