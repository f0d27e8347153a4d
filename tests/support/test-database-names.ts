declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplateUrl: string | null;
  }
}

export function withDatabaseName(url: string, name: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export function uniqueDatabaseName(prefix: string) {
  return `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}
