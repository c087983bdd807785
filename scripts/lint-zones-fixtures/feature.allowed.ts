// lint as: client/src/features/debts/zone-fixture.ts
import './debt-form';
import '@/data/debts/use-debts';
import '@/planning/debt-status';
