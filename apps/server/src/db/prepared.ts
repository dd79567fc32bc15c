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

/**
 * preparedPerHandle for a query whose shape varies with a few settings (a list's statuses, its order): one prepared
 * query per shape, named `${name}_${n}` in the order the shapes are first asked for. `keyOf` must tell apart every
 * shape `build` can make.
 */
export function preparedPerShape<Shape, Query>(
  name: string,
  keyOf: (shape: Shape) => string,
  build: (db: DbOrTx, shape: Shape, statementName: string) => Query,
): (shape: Shape) => (db: DbOrTx) => Query {
  const shapes = new Map<string, (db: DbOrTx) => Query>();
  return (shape) => {
    const key = keyOf(shape);
    let query = shapes.get(key);
    if (!query) {
      const statementName = `${name}_${shapes.size}`;
      query = preparedPerHandle((db) => build(db, shape, statementName));
      shapes.set(key, query);
    }
    return query;
  };
}
