// lint as: client/src/data/zone-fixture.ts
import '@/app/router';
