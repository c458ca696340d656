/**
 * Rolling deploys run the previous release against the database the new release migrated, so a migration may only
 * expand: add tables, nullable columns, columns with a default, indexes. Dropping, renaming, changing a type,
 * requiring a value the previous release does not write (SET NOT NULL, a NOT NULL column without a default) or
 * taking a default away waits for a later release, once no running copy reads or writes it any more
 * (docs/decisions/0163-many-copies-one-database.md).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Rule {
  breaks: string;
  matches: (statement: string) => boolean;
}

const RULES: Rule[] = [
  { breaks: 'DROP TABLE', matches: (s) => /\bDROP\s+TABLE\b/i.test(s) },
  { breaks: 'DROP COLUMN', matches: (s) => /\bDROP\s+COLUMN\b/i.test(s) },
  { breaks: 'RENAME', matches: (s) => /\bRENAME\b/i.test(s) },
  {
    breaks: 'column type change',
    matches: (s) => /\bALTER\s+COLUMN\s+\S+\s+(SET\s+DATA\s+)?TYPE\b/i.test(s),
  },
  { breaks: 'SET NOT NULL', matches: (s) => /\bSET\s+NOT\s+NULL\b/i.test(s) },
  { breaks: 'DROP DEFAULT', matches: (s) => /\bDROP\s+DEFAULT\b/i.test(s) },
  {
    breaks: 'NOT NULL column without a default',
    matches: (s) => /\bADD\s+COLUMN\b/i.test(s) && /\bNOT\s+NULL\b/i.test(s) && !/\bDEFAULT\b/i.test(s),
  },
  { breaks: 'DROP TYPE or VIEW', matches: (s) => /\bDROP\s+(TYPE|VIEW|MATERIALIZED\s+VIEW)\b/i.test(s) },
];

/** The statements of one migration that would break the release before it, each with the rule it breaks. */
export function breakingStatements(migrationSql: string): { breaks: string; statement: string }[] {
  const statements = migrationSql
    .replace(/--> statement-breakpoint/g, ';')
    .replace(/--[^\n]*/g, '')
    .split(';')
    .map((s) => s.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
  return statements.flatMap((statement) =>
    RULES.filter((r) => r.matches(statement)).map((r) => ({ breaks: r.breaks, statement })),
  );
}

/** Every migration in `folder` not in `accepted` that breaks the previous release, named with what it does. */
export function migrationsBreakingThePreviousRelease(
  folder: string,
  accepted: ReadonlySet<string>,
): string[] {
  return readdirSync(folder)
    .filter((f) => f.endsWith('.sql') && !accepted.has(f.replace(/\.sql$/, '')))
    .sort()
    .flatMap((file) =>
      breakingStatements(readFileSync(join(folder, file), 'utf8')).map(
        (b) => `${file}: ${b.breaks}: ${b.statement}`,
      ),
    );
}
