// lint as: client/src/data/debts/zone-fixture.ts
import '../sync/sync-status';
