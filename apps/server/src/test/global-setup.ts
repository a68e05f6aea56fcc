import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../platform/db/embedded.ts';
import { runMigrations } from '../platform/db/migrate.ts';
import './provided.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const TEMPLATE = 'booster_test_template';

const quiet = { debug() {}, info() {}, warn: console.warn, error: console.error };

async function recreateTemplate(adminUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${TEMPLATE}`;
  await runMigrations(url.toString());
  return url.toString();
}

/**
 * Starts one embedded PostgreSQL under .test-data/ (or uses TEST_DATABASE_URL, an admin
 * connection to any PostgreSQL 15+), migrates a template database once, and hands its name to
 * the test files; each file then copies it into a database of its own.
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  let stop = async () => {};
  let adminUrl: string;

  if (external) {
    adminUrl = external;
  } else {
    const dir = path.join(REPO_ROOT, '.test-data', `pg-${process.pid}-${randomBytes(3).toString('hex')}`);
    const server = await startEmbeddedPostgres({
      dataDir: dir,
      password: randomBytes(18).toString('base64url'),
      logger: quiet,
    });
    adminUrl = server.url;
    stop = async () => {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    };
  }

  try {
    await recreateTemplate(adminUrl);
  } catch (err) {
    await stop();
    throw err;
  }
  project.provide('testDatabase', { adminUrl, template: TEMPLATE });
  return stop;
}
