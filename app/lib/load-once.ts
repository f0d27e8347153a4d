/** A promise marked the way React's `use()` reads one that has settled. */
type Marked<T> = Promise<T> & { status?: "fulfilled"; value?: T };

/**
 * A module fetched on first need instead of with the page: `load()` starts the import or joins the
 * one under way. A failed import is forgotten, so the next call tries again. Once loaded, the
 * promise says so as React's `use()` reads it, so `use(load())` renders at once without
 * suspending (on the server after a loader awaited it, in the browser after the first time).
 */
export function loadOnce<T>(importer: () => Promise<T>): () => Promise<T> {
  let pending: Marked<T> | undefined;
  return () => {
    if (!pending) {
      const promise: Marked<T> = importer().then(
        (value) => {
          promise.status = "fulfilled";
          promise.value = value;
          return value;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      pending = promise;
    }
    return pending;
  };
}
