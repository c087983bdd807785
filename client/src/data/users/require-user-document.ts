import type { RxDocument } from 'rxdb';
import type { UserDocument } from '@schemas/index';
import type { DataContext } from '../data-context';
import { NotFoundError } from '../write-result';

/** The signed-in person's user record on this device, for a write to it; NotFoundError without one. */
export async function requireUserDocument(ctx: DataContext): Promise<RxDocument<UserDocument>> {
  const doc = await ctx.db.users.findOne({ selector: { id: ctx.uid, uid: ctx.uid } }).exec();
  // Sign-in always creates the record; without it there is no account to attach anything to.
  if (!doc) throw new NotFoundError('Your account is not set up on this device yet. Sign out and sign in again.');
  return doc;
}
