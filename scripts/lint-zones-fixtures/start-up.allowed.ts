// lint as: client/src/start-up/zone-fixture.ts
import '@/lib/firebase';
import './start-up';
