import Fastify from 'fastify';
import { expect, expectTypeOf, test } from 'vitest';
import { errorResponses, type ErrorBody } from '../../../schemas/wire/errors';
import { collectionParamsSchema, pullAnswerSchema, pushBodySchema, type PushRow, type SyncDocument } from '../../../schemas/wire/sync';
import type { WireTypeProvider } from './wire-type-provider';

/**
 * The wire contract reaches the handlers' types: a route's request and reply types come from the
 * schemas it declares. The `@ts-expect-error` lines are the proof that a field changed in the
 * contract breaks a handler at typecheck (`npm run check` fails if any of them stops being an error).
 */
test('a route typed by the contract gets its params and body as the contract says, and must answer as it says', async () => {
  const app = Fastify().withTypeProvider<WireTypeProvider>();
  app.post(
    '/api/sync/:collection/:schemaVersion/push',
    { schema: { params: collectionParamsSchema, body: pushBodySchema, response: { 200: pullAnswerSchema, ...errorResponses } } },
    async (request, reply) => {
      expectTypeOf(request.params.collection).toEqualTypeOf<string>();
      expectTypeOf(request.body).toEqualTypeOf<PushRow[]>();
      expectTypeOf(request.body[0]!.newDocumentState.uid).toEqualTypeOf<string>();
      // @ts-expect-error — newDocumentState is required: a row always carries it.
      const absent: undefined = request.body[0]!.newDocumentState;
      void absent;
      if (request.params.collection === 'wrong-shape') {
        // @ts-expect-error — the checkpoint's seq is a number in the contract, not a string.
        return reply.code(200).send({ documents: [], checkpoint: { seq: '1' } });
      }
      return { documents: request.body.map((row) => row.newDocumentState), checkpoint: { seq: request.body.length } };
    },
  );
  const doc: SyncDocument = { id: 'd1', uid: 'u1', _deleted: false, name: 'Card' };
  const answer = await app.inject({ method: 'POST', url: '/api/sync/debts/2/push', payload: [{ newDocumentState: doc }] });
  expect(answer.json()).toEqual({ documents: [doc], checkpoint: { seq: 1 } });
  await app.close();
});

test('the contract types say what the schemas say', () => {
  expectTypeOf<PushRow>().branded.toEqualTypeOf<{ newDocumentState: SyncDocument; assumedMasterState?: SyncDocument | null }>();
  expectTypeOf<SyncDocument>().toMatchTypeOf<{ id: string; uid: string; _deleted: boolean }>();
  type Expected = { statusCode: number; error: string; message: string; code?: string };
  expectTypeOf<ErrorBody>().toMatchTypeOf<Expected>();
  expectTypeOf<Expected>().toMatchTypeOf<ErrorBody>();
  // @ts-expect-error — an error body without a message is not one.
  const noMessage: ErrorBody = { statusCode: 400, error: 'Bad Request' };
  expect(noMessage).toBeDefined();
});
