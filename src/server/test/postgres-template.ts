/**
 * Migrating a new PostgreSQL database for every test file costs a second or more; copying a migrated one
 * (`CREATE DATABASE ... TEMPLATE`) costs a fraction. The PostgreSQL suite's global setup migrates one template
 * database, and every file's scratch database is a copy of it: the same fresh, migrated database, sooner.
 */
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return;
  const name = `swim_template_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await handle.migrate();
  // A template may have no connections while it is copied.
  await handle.close();
  project.provide('postgresTemplate', name);
  return async () => {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  };
}
