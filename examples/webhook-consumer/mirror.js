// The local mirror: a SQLite file (sql.js, SQLite compiled to WebAssembly: no native build) of the events received
// and the cases they describe.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import initSqlJs from 'sql.js';

const SCHEMA = `
create table if not exists events (
  webhook_id text primary key,
  type text not null,
  case_id text,
  sequence integer not null,
  occurred_at text not null,
  received_at text not null,
  payload text not null
);
create table if not exists cases (
  id text primary key,
  network_case_number text not null,
  internal_case_number text,
  partner_case_number text,
  direction text not null,
  status text not null,
  priority text not null,
  summary text not null,
  partner_name text not null,
  updated_at text not null
);`;

/** Opens (or creates) the mirror at `file`. */
export async function openMirror(file) {
  const SQL = await initSqlJs();
  const db = existsSync(file) ? new SQL.Database(readFileSync(file)) : new SQL.Database();
  db.run(SCHEMA);
  const save = () => {
    // Written whole and renamed: a crash leaves the previous file, never half of one.
    writeFileSync(`${file}.tmp`, Buffer.from(db.export()));
    renameSync(`${file}.tmp`, file);
  };
  save();

  return {
    /** Whether this webhook-id was handled already (a retry or a replay of a delivery we have). */
    has(webhookId) {
      const statement = db.prepare('select 1 from events where webhook_id = ?');
      statement.bind([webhookId]);
      const found = statement.step();
      statement.free();
      return found;
    },
    /** Records the event and applies it to its case, in one transaction; then writes the file. */
    apply(webhookId, event) {
      const kase = event.data?.case ?? null;
      db.run('begin');
      try {
        db.run('insert into events values (?, ?, ?, ?, ?, ?, ?)', [
          webhookId,
          event.type,
          kase?.id ?? null,
          event.data?.sequence ?? 0,
          event.timestamp,
          new Date().toISOString(),
          JSON.stringify(event),
        ]);
        // A case only moves forward: an older event (a replay of an earlier one) does not undo a later state.
        if (kase)
          db.run(
            `insert into cases values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
             on conflict (id) do update set network_case_number = excluded.network_case_number,
               internal_case_number = excluded.internal_case_number, partner_case_number = excluded.partner_case_number,
               status = excluded.status, priority = excluded.priority, summary = excluded.summary,
               partner_name = excluded.partner_name, updated_at = excluded.updated_at
             where excluded.updated_at >= cases.updated_at`,
            [
              kase.id,
              kase.networkCaseNumber,
              kase.internalCaseNumber,
              kase.partnerCaseNumber,
              kase.direction,
              kase.status,
              kase.priority,
              kase.summary,
              kase.partner.name,
              kase.updatedAt,
            ],
          );
        db.run('commit');
      } catch (error) {
        db.run('rollback');
        throw error;
      }
      save();
    },
    /** Every event in the order received, and the mirrored cases. */
    snapshot() {
      const rows = (sql) => {
        const [result] = db.exec(sql);
        if (!result) return [];
        return result.values.map((values) => Object.fromEntries(result.columns.map((c, i) => [c, values[i]])));
      };
      return {
        events: rows('select webhook_id, type, case_id, sequence, occurred_at, received_at from events order by rowid'),
        cases: rows('select * from cases order by id'),
      };
    },
    close() {
      db.close();
    },
  };
}
