// lint as: client/src/data/sync/zone-fixture.ts
import './sync-context';
import '../crdt-writes';
