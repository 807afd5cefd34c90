import { bigint, date, timestamp } from 'drizzle-orm/pg-core';

/** The column kinds every table uses: instants, money in minor units, business dates. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const minor = (name: string) => bigint(name, { mode: 'bigint' });
export const businessDate = (name: string) => date(name, { mode: 'string' });
