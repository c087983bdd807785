// lint as: server/src/zone-fixture.ts
import '../../client/src/payoff/index';
