// lint as: client/src/payoff/zone-fixture.ts
import '@/lib/money';
