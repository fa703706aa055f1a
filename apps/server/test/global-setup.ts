import type { TestProject } from 'vitest/node';
import { postgresAdminUrl, postgresAnswers, redactUrl } from './helpers/postgres-probe.ts';

/**
 * Looks for a PostgreSQL once per run, so every file agrees on the drivers and the notice about a
 * missing one is printed once rather than once per file.
 */
export default async function setup(project: TestProject) {
  const url = postgresAdminUrl();
  if (await postgresAnswers(url)) {
    project.provide('postgresUrl', url);
    return;
  }
  console.warn(
    `PostgreSQL not reachable at ${redactUrl(url)}: the PostgreSQL run of these tests is skipped ` +
      '(set TEST_DATABASE_URL to point at one).',
  );
  project.provide('postgresUrl', null);
}
