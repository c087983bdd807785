import Database from 'better-sqlite3';
import pg from 'pg';
import type { PaydownConfig } from '../../fastify.config';

/**
 * Every row, in every table of a store the app uses (the SQLite file or the PostgreSQL database), whose
 * contents mention `text` in any column, as `table: row`. Reads the tables the store has, not a
 * list of them, so a table added later is searched too.
 */
export async function rowsMentioning(database: PaydownConfig['database'], text: string): Promise<string[]> {
  const found: string[] = [];
  const keep = (table: string, rows: unknown[]) => {
    for (const row of rows) {
      const json = JSON.stringify(row);
      if (json.includes(text)) found.push(`${table}: ${json}`);
    }
  };
  if (database.kind === 'sqlite') {
    const db = new Database(database.file, { readonly: true });
    try {
      const tables = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all();
      for (const { name } of tables) keep(name, db.prepare(`SELECT * FROM "${name.replaceAll('"', '""')}"`).all());
    } finally {
      db.close();
    }
    return found;
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    );
    for (const { name } of tables) keep(name, (await client.query(`SELECT * FROM "${name.replaceAll('"', '""')}"`)).rows);
  } finally {
    await client.end();
  }
  return found;
}
