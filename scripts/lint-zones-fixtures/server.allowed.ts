// lint as: server/src/zone-fixture.ts
import '../../schemas/index';
import './app';
