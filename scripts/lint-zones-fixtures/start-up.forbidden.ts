// lint as: client/src/start-up/zone-fixture.ts
import '@/data/create-database';
