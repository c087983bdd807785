// lint as: client/src/data/sync/zone-fixture.ts
import './sync-status';
import '../crdt-writes';
