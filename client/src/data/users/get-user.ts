import type { User } from '@schemas/index';
import { toPlain } from '../crdt-writes';
import type { DataContext } from '../data-context';
import { runRead } from '../write-result';

/** The signed-in user's local record, or null when there is none or the read fails (logged). */
export function getUser(ctx: DataContext): Promise<User | null> {
  return runRead(
    ctx,
    'getUser',
    async () => {
      const doc = await ctx.db.users.findOne({ selector: { id: ctx.uid, uid: ctx.uid } }).exec();
      return doc ? toPlain(doc) : null;
    },
    null,
  );
}
