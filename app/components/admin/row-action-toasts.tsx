import { Fragment, useEffect, useState } from "react";
import { useFetcher, useFetchers } from "react-router";
import type { ActionResult } from "#server/action-result.ts";
import { useActionToast } from "./use-action-toast.ts";

/** The fetcher key of one row's action of one kind: each row has its own, so one row's change never cancels another's. */
export const rowFetcherKey = (prefix: string, id: string) => `${prefix}:${id}`;

/**
 * Announces the result of every row action whose fetcher key starts with `prefix:`, once each,
 * even after its row has left the list (a card whose new status the filter hides is gone by the
 * time the answer is rendered). Rendered by the list, which stays mounted; a row submits through
 * useFetcher({ key: rowFetcherKey(prefix, id) }).
 */
export function RowActionToasts({ prefix }: { prefix: string }) {
  const inFlight = useFetchers()
    .filter((f) => f.key.startsWith(`${prefix}:`))
    .map((f) => f.key)
    .join("\n");
  const [keys, setKeys] = useState<string[]>([]);
  useEffect(() => {
    if (!inFlight) return;
    setKeys((known) => {
      const added = inFlight.split("\n").filter((key) => !known.includes(key));
      return added.length ? [...known, ...added] : known;
    });
  }, [inFlight]);
  return keys.map((key) => (
    <Fragment key={key}>
      <FetcherToast fetcherKey={key} />
    </Fragment>
  ));
}

function FetcherToast({ fetcherKey }: { fetcherKey: string }) {
  useActionToast(useFetcher<ActionResult>({ key: fetcherKey }));
  return null;
}
