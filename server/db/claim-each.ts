import type { Db } from "./client.ts";

/**
 * Runs `claim` for each id in a transaction of its own and counts those that returned true. The
 * claim is a conditional write (an UPDATE of an empty column, an INSERT under a unique index) made
 * in the same transaction as what it guards, so that of several instances only one goes on, and
 * a failure leaves no claim behind.
 */
export async function claimEach(
  db: Db,
  ids: readonly string[],
  claim: (tx: Db, id: string) => Promise<boolean>,
): Promise<number> {
  let claimed = 0;
  for (const id of ids) {
    if (await db.transaction((txn) => claim(txn as unknown as Db, id))) claimed++;
  }
  return claimed;
}
