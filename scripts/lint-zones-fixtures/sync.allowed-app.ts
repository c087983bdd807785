// lint as: client/src/app/zone-fixture.ts
import '@/data/sync/sync-status';
