import type { Db } from "../client.ts";

// Placeholder replaced by the demo seeder branch.
export async function seedDemoData(_db: Db): Promise<Record<string, number>> {
  throw new Error("Demo data is not available yet");
}
