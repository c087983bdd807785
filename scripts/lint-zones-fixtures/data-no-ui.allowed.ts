// lint as: client/src/data/debts/zone-fixture.ts
import '@/lib/money';
import './use-debts';
