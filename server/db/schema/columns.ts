import { numeric, timestamp } from "drizzle-orm/pg-core";

// Every timestamp is timestamptz; money is numeric; ids are UUIDs (DESIGN.md).
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
