// lint as: client/src/lib/zone-fixture.ts
import './money';
import '@/start-up/start-up';
