/**
 * A module fetched on first need instead of with the page: `load()` starts the import or joins the
 * one under way. A failed import is forgotten, so the next call tries again.
 */
export function loadOnce<T>(importer: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= importer().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
