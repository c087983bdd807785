// lint as: client/src/payoff/zone-fixture.ts
import '@schemas/enumerations';
import './money';
