/**
 * The database a benchmark runs on: PGlite in the server's DATA_DIR (the default engine), or a fresh PostgreSQL
 * database made for the run and dropped after it. BENCH_POSTGRES_URL points at the server to make it on.
 */
import pg from 'pg';

export type Engine = 'pglite' | 'postgres';

export interface BenchDatabase {
  /** DATABASE_URL for the server; none for PGlite. */
  url?: string;
  drop(): Promise<void>;
}

const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The engines named by BENCH_ENGINES (comma-separated), or `fallback`. */
export function enginesToRun(fallback: Engine[]): Engine[] {
  const named = process.env.BENCH_ENGINES?.split(',').filter(Boolean) ?? fallback;
  for (const engine of named) {
    if (engine !== 'pglite' && engine !== 'postgres') throw new Error(`BENCH_ENGINES: unknown engine ${engine}`);
  }
  return named as Engine[];
}

async function onAdmin(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export async function benchDatabase(engine: Engine, label: string): Promise<BenchDatabase> {
  if (engine === 'pglite') return { drop: async () => {} };
  const name = `signflow_bench_${label}_${Date.now()}`;
  await onAdmin(`create database ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onAdmin(`drop database if exists ${name} with (force)`) };
}
