// lint as: client/src/features/debts/zone-fixture.ts
import '@/data/sync/sync-status';
