import { healthAnswerSchema } from '../../../schemas/wire/health';
import type { RoutesPlugin } from './wire-type-provider';

const health: RoutesPlugin = async (app) => {
  app.get('/api/health', { schema: { response: { 200: healthAnswerSchema } } }, async () => ({ status: 'ok' as const, time: new Date().toISOString() }));
};

export default health;
