/**
 * The portal's reads fail soft (001 section 8: fetch errors are only logged; lists stay empty):
 * the failure is logged and the page shows the fallback instead of an error screen.
 */
export async function readOr<T>(what: string, fallback: T, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error(`[portal] Failed to load ${what}:`, error);
    return fallback;
  }
}
