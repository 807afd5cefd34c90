import type { TestProject } from 'vitest/node';
import { startTestCluster } from './test-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { adminUrl: string; templateDatabase: string };
  }
}

/**
 * scripts/test.mjs starts one PostgreSQL for the whole run and passes it in the environment; a
 * direct `vitest --project integration` starts its own.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env['POSLOVNO_TEST_PG_ADMIN_URL'];
  const templateDatabase = process.env['POSLOVNO_TEST_TEMPLATE_DB'];
  if (adminUrl && templateDatabase) {
    project.provide('testDatabase', { adminUrl, templateDatabase });
    return undefined;
  }
  const cluster = await startTestCluster();
  project.provide('testDatabase', {
    adminUrl: cluster.adminUrl,
    templateDatabase: cluster.templateDatabase,
  });
  return () => cluster.stop();
}
