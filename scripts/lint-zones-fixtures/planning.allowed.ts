// lint as: client/src/planning/zone-fixture.ts
import '@/payoff/index';
import '@/lib/calendar-month';
import './debt-status';
