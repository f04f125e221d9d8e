import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/sql.ts';

/** Typo matching needs a few trigrams to mean anything. */
const FUZZY_MIN_LENGTH = 3;

/** How to search one kind of thing; `T` is the row it yields (a phantom, for the result's type). */
export interface KindQuery<T> {
  /** Never set: carries the row type. */
  readonly row?: T;
  /** Selected columns, without the score. */
  columns: SQL;
  /** The searched table, unaliased. */
  table: SQL;
  /** FROM and joins, the searched table aliased so that `text` and `key` name its columns. */
  from: SQL;
  /** Its id column, aliased. */
  key: SQL;
  where: SQL;
  /** The stored folded text (`<alias>.search_text`, 0003_catalog.sql), trigram-indexed. */
  text: SQL;
  /** Order among equally good matches. */
  tieBreak: SQL;
  /** Ordered before the score, descending: the visitor's city first (docs/decisions/184). */
  first?: SQL;
}

const orderOf = (kind: KindQuery<unknown>) => (kind.first ? sql`${kind.first} desc, score desc, ${kind.tieBreak}` : sql`score desc, ${kind.tieBreak}`);

export type Scored<T> = T & { score: number };

/** Names the row type of a kind. */
export const kind = <T>(query: Omit<KindQuery<T>, 'row'>): KindQuery<T> => query;

/** The name typed right, or its beginning: a substring (`like`, served by the trigram index), word starts first. */
function exactMatches<T>(db: Db, kind: KindQuery<T>, query: string, limit: number): Promise<Scored<T>[]> {
  // Raw: trigram search over a kind's hand-written columns and joins, ranked by where the name matches.
  return selectRows<Scored<T>>(
    db,
    sql`select ${kind.columns}, (case when ${kind.text} like ${`${query}%`} then 1.2 when ${kind.text} like ${`% ${query}%`} then 1.1 else 1 end)::float8 as score
      from ${kind.from} where ${kind.where} and ${kind.text} like ${`%${query}%`}
      order by ${orderOf(kind)} limit ${limit}`,
  );
}

/**
 * A typo: pg_trgm strict word similarity (`%>>`, threshold 0.5: one wrong letter in a word of eight). The
 * candidates come from the trigram index alone (see `findMatches`), the liveness checks after.
 */
function similarMatches<T>(db: Pick<Db, 'execute'>, kind: KindQuery<T>, query: string, limit: number): Promise<Scored<T>[]> {
  // Raw: a materialized CTE that lets the planner use the trigram index alone (see `findMatches`), then a kind's hand-written columns.
  return selectRows<Scored<T>>(
    db,
    sql`with hits as materialized (
        select id, strict_word_similarity(${query}, search_text) as score from ${kind.table} where search_text %>> ${query})
      select ${kind.columns}, hits.score::float8 as score
      from ${kind.from} join hits on hits.id = ${kind.key}
      where ${kind.where}
      order by ${orderOf(kind)} limit ${limit}`,
  );
}

type Found<Q> = { [P in keyof Q]: Q[P] extends KindQuery<infer T> ? Scored<T>[] : never };

export async function findMatches<Q extends Record<string, KindQuery<unknown>>>(db: Db, kinds: Q, query: string, limit: number): Promise<Found<Q>> {
  const names = Object.keys(kinds) as (keyof Q & string)[];
  const exact = await Promise.all(names.map((name) => exactMatches(db, kinds[name], query, limit)));
  // Each list holds the rows of its own kind; the mapped type says so, which a loop cannot.
  const found = Object.fromEntries(names.map((name, index) => [name, exact[index]])) as Found<Q>;
  const missing = names.filter((name) => found[name].length === 0);
  if (missing.length === 0 || query.length < FUZZY_MIN_LENGTH) return found;
  // pg_trgm prices its similarity functions like `=` and the trigram index's cost high, so the planner
  // prefers reading a table of a few thousand rows whole (or through any other index) and comparing each,
  // which on PGlite costs ~40 µs a row. With plain and index scans off, the materialized CTE can only use
  // the trigram index's bitmap, which narrows the candidates to a few dozen. Both settings end with the
  // transaction.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_indexscan = off`);
    for (const name of missing) found[name] = (await similarMatches(tx, kinds[name], query, limit)) as Found<Q>[typeof name];
  });
  return found;
}
