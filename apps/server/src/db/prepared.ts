import type { DbOrTx } from './client';

/**
 * A query built once for each database handle and then only executed: the query builder writes a query's SQL anew
 * on every call, which on the hot routes cost more CPU than the database's own work (bench/README.md,
 * api-throughput). `build` receives the handle and answers the prepared query (`.prepare(name)`, values as
 * `sql.placeholder`); on PostgreSQL the name also makes it a server-side prepared statement, parsed and planned once
 * per connection. A transaction is a handle of its own, so in one the query is built for that transaction.
 */
export function preparedPerHandle<Query>(build: (db: DbOrTx) => Query): (db: DbOrTx) => Query {
  const built = new WeakMap<DbOrTx, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
