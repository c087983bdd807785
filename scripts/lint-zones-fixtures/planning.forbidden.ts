// lint as: client/src/planning/zone-fixture.ts
import '@/data/crdt-writes';
