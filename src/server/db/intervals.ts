/** Instants relative to the database clock, so every server copy (and the movable test clock) agrees on them. */
import { sql } from 'drizzle-orm';

/** `now()` less `days` days. */
export const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;
