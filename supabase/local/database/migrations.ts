// Applies supabase/migrations/*.sql in order, once each, for the databases
// the Supabase CLI does not manage: the local PGlite, and the throw-away
// PostgreSQL of the tests and the benchmark. (Production: `supabase db push`.)
import type { Database } from "../../functions/send-contact-email/storage/database.ts";

const MIGRATIONS_DIR = new URL("../../migrations/", import.meta.url);

/**
 * The roles a Supabase project has and our migrations name. The default
 * privileges copy Supabase's, so the migration's REVOKE is really tested.
 */
const SUPABASE_ROLES_SQL = `
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin; end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated nologin; end if;
  if not exists (select from pg_roles where rolname = 'service_role') then create role service_role nologin bypassrls; end if;
end $$;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
`;

export async function ensureSupabaseRoles(db: Database): Promise<void> {
  await db.exec(SUPABASE_ROLES_SQL);
}

export async function listMigrations(): Promise<{ version: string; path: URL }[]> {
  const files: { version: string; path: URL }[] = [];
  for await (const entry of Deno.readDir(MIGRATIONS_DIR)) {
    if (entry.isFile && entry.name.endsWith(".sql")) {
      files.push({ version: entry.name.replace(/\.sql$/, ""), path: new URL(entry.name, MIGRATIONS_DIR) });
    }
  }
  return files.sort((a, b) => a.version.localeCompare(b.version));
}

/** Creates Supabase's roles if missing, then applies the pending migrations. Returns their versions. */
export async function applyMigrations(db: Database): Promise<string[]> {
  await ensureSupabaseRoles(db);
  await db.exec(`create table if not exists public.local_schema_migrations (
    version text primary key,
    applied_at timestamptz not null default now()
  )`);
  const done = new Set(
    (await db.query<{ version: string }>("select version from public.local_schema_migrations"))
      .map((row) => row.version),
  );
  const applied: string[] = [];
  for (const migration of await listMigrations()) {
    if (done.has(migration.version)) continue;
    const script = await Deno.readTextFile(migration.path);
    // One transaction per file: a failing migration leaves nothing half-done.
    try {
      await db.transaction(async (tx) => {
        await tx.exec(script);
        await tx.query("insert into public.local_schema_migrations (version) values ($1)", [migration.version]);
      });
    } catch (error) {
      throw new Error(`migration ${migration.version} failed: ${(error as Error).message}`);
    }
    applied.push(migration.version);
  }
  return applied;
}
