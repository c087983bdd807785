// lint as: client/src/features/debts/zone-fixture.ts
import '../strategy/payoff-schedule';
