// lint as: client/src/lib/zone-fixture.ts
import '@/planning/current-plan';
