/**
 * Child process of the durability tests: opens a sync store and pushes one document at a time,
 * printing `ACK <id>` only after each push has resolved — the moment a server would answer 200.
 * The test kills it with SIGKILL mid-stream and checks that every acknowledged id survived.
 *
 *   node --import tsx server/test/push-and-ack.ts <sqlite|postgres> <file|url> <uid> <count>
 */
import { openPostgresSyncStore } from '../src/storage/postgres-sync-store';
import { openSqliteSyncStore } from '../src/storage/sqlite-sync-store';

const [kind, location, uid, count] = process.argv.slice(2);
if ((kind !== 'sqlite' && kind !== 'postgres') || !location || !uid || !count) {
  console.error('usage: push-and-ack.ts <sqlite|postgres> <file|url> <uid> <count>');
  process.exit(2);
}
const store = kind === 'sqlite' ? openSqliteSyncStore(location) : await openPostgresSyncStore(location);
console.log(`READY ${process.pid}`);
for (let index = 0; index < Number(count); index += 1) {
  const id = `ack-${index}`;
  await store.push(uid, 'payments', [{ newDocumentState: { id, uid, _deleted: false, amount: index, note: 'x'.repeat(200) } }]);
  process.stdout.write(`ACK ${id}\n`);
}
await store.close();
console.log('DONE');
