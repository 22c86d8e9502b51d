import pg from 'pg';

/** Runs one statement on its own connection (CREATE/DROP DATABASE cannot share a pool). */
export async function runAdminSql(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `serverUrl` with its database name replaced. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
