import type { FromSchema } from '../json-schema-type';

/** GET /api/health: the server is up, and its clock. */
export const healthAnswerSchema = {
  type: 'object',
  properties: { status: { type: 'string', enum: ['ok'] }, time: { type: 'string' } },
  required: ['status', 'time'],
  additionalProperties: false,
} as const;

export type HealthAnswer = FromSchema<typeof healthAnswerSchema>;
