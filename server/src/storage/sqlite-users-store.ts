import { openSqliteFile } from './sqlite-file';
import { assertStorableUser, type ServerUser, type UsersStore } from './users-store';

export function openSqliteUsersStore(file: string): UsersStore {
  const db = openSqliteFile(file);
  db.exec(`CREATE TABLE IF NOT EXISTS server_users (
    uid TEXT PRIMARY KEY,
    doc TEXT NOT NULL,
    created_at TEXT NOT NULL
  )`);
  const select = db.prepare<[string], { doc: string }>('SELECT doc FROM server_users WHERE uid = ?');
  const insert = db.prepare('INSERT INTO server_users (uid, doc, created_at) VALUES (?, ?, ?) ON CONFLICT (uid) DO NOTHING');
  const signIn = db.prepare<[string, string]>("UPDATE server_users SET doc = json_set(doc, '$.lastLoginAt', ?) WHERE uid = ?");
  const remove = db.prepare<[string]>('DELETE FROM server_users WHERE uid = ?');
  const find = (uid: string): ServerUser | null => {
    const row = select.get(uid);
    return row ? (JSON.parse(row.doc) as ServerUser) : null;
  };
  return {
    async findByUid(uid) {
      return find(uid);
    },
    async createIfAbsent(user) {
      assertStorableUser(user);
      const { changes } = insert.run(user.uid, JSON.stringify(user), user.createdAt);
      const stored = find(user.uid);
      if (!stored) throw new Error('user row vanished after insert');
      return { user: stored, created: changes === 1 };
    },
    async recordSignIn(uid, at) {
      signIn.run(at, uid);
      return find(uid);
    },
    async eraseAccount(uid) {
      remove.run(uid);
    },
    async close() {
      db.close();
    },
  };
}
