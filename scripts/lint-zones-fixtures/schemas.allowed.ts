// lint as: schemas/zone-fixture.ts
import './enumerations';
