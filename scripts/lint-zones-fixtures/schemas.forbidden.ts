// lint as: schemas/zone-fixture.ts
import '../client/src/payoff/index';
