// lint as: client/src/data/zone-fixture.ts
import '@/planning/debt-status';
import './crdt-writes';
