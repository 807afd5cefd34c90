// throwaway probe: PostgreSQL CPU per statement and per transfer of the batch write, one connection
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { importServerSources, startBenchDatabase } from './bench-support.mjs';
const server = await importServerSources([
  "export { lockAndWriteBookings, lockAndWriteBooking } from './core-bank/ledger.repository';",
  "export { openDatabase } from './platform/db/database';",
], 'probe3');
const bench = await startBenchDatabase('zz_probe3');
const database = server.openDatabase(bench.url, { maxConnections: 1 });
const ids = (await database.pool.query(`SELECT a.id FROM accounts a JOIN account_balances b ON b.account_id=a.id AND b.balance_type='BOOKED' WHERE a.currency='EUR' AND a.status='ACTIVE' ORDER BY a.id`)).rows.map(r=>r.id);
if (process.env.PGSET) await database.pool.query(process.env.PGSET);
const pid = (await database.pool.query('SELECT pg_backend_pid() AS pid')).rows[0].pid;
const cpu = () => { const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
const today = new Date().toISOString().slice(0, 10);
const write = () => {
  const i = Math.floor(Math.random() * ids.length); const j = (i + 1 + Math.floor(Math.random() * (ids.length - 1))) % ids.length;
  const leg = (a, b, amt) => ({ accountId: ids[a], currency: 'EUR', amountMinor: amt, description: 'p', counterparty: { accountId: ids[b] }, reference: null, endToEndId: null });
  return { booking: { kind: 'TRANSFER', bookedAt: new Date(), valueDate: today, description: 'p', idempotencyKey: { key: randomUUID(), requestHash: 'h' } }, accountLegs: [leg(i, j, -1n), leg(j, i, 1n)].sort((x, y) => x.accountId < y.accountId ? -1 : 1), bankLegs: [] };
};
for (const size of (process.env.SIZES ?? "1,2,4,8,16,32").split(",").map(Number)) {
  const run = async () => size === 1 ? server.lockAndWriteBooking(database.db, write()) : server.lockAndWriteBookings(database.db, Array.from({ length: size }, write));
  for (let k = 0; k < 50; k++) await run();
  const statements = Math.max(100, Math.round(Number(process.env.N ?? 3000) / size)); if (process.env.N) console.log("pid", pid);
  const c0 = cpu(); const t0 = performance.now(); const u0 = process.cpuUsage();
  for (let k = 0; k < statements; k++) await run();
  const c1 = cpu(); const t1 = performance.now(); const u = process.cpuUsage(u0);
  const n = statements * size;
  console.log(`batch ${String(size).padStart(2)}: PG ${((c1 - c0) / statements).toFixed(3)} ms/statement ${((c1 - c0) / n).toFixed(3)} ms/transfer; node ${((u.user + u.system) / 1000 / n).toFixed(3)} ms/transfer; wall ${((t1 - t0) / n).toFixed(3)} ms/transfer`);
}
await database.close();
await bench.stop();
