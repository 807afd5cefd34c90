// Started by scripts/test.mjs: brings up the run's PostgreSQL, prints its coordinates as one JSON
// line, and stops it when stdin closes or on SIGTERM/SIGINT.
import { startTestCluster } from './test-cluster';

const cluster = await startTestCluster();
process.stdout.write(
  JSON.stringify({ adminUrl: cluster.adminUrl, templateDatabase: cluster.templateDatabase }) + '\n',
);
let isStopping = false;
const stop = async () => {
  if (isStopping) return;
  isStopping = true;
  await cluster.stop();
  process.exit(0);
};
process.stdin.on('end', () => void stop());
process.stdin.resume();
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
