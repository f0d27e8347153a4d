import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";

/*
 * ?message=success (the redirect after a plain HTML post) shows 'Message Sent!' once (000 section
 * 2). The form below the fold may hydrate only when the visitor scrolls to it, so the site layout
 * removes the query at once and remembers the success here, in memory: a reload forgets it.
 */
let pendingSuccess = false;
/* Set by a form that was on the page (hydrated) with the query: it shows the success itself. */
let shownByForm = false;

export function markSuccessShown() {
  shownByForm = true;
}

export function isSuccessQuery(search: string): boolean {
  return new URLSearchParams(search).get("message") === "success";
}

/** The search string without message=success ('' when nothing is left). */
export function withoutSuccessQuery(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("message");
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

/** Set on <html> by stripSuccessQueryScript when it took ?message=success out of the address. */
const STRIPPED_FLAG = "messageSuccess";

/**
 * Inlined in <head> (root.tsx): takes ?message=success out of the address bar at once, before the
 * page's code starts (which may wait for the visitor's first sign of intent, docs/decisions/018),
 * and leaves a mark on <html> so that the form, when it hydrates, still shows the success the
 * server rendered.
 */
export const stripSuccessQueryScript = `(function(){try{var p=new URLSearchParams(location.search);
if(p.get('message')==='success'){p.delete('message');var q=p.toString();
history.replaceState(history.state,'',location.pathname+(q?'?'+q:'')+location.hash);
document.documentElement.dataset.${STRIPPED_FLAG}='true';}}catch(e){}})();`;

/** Whether a success is waiting for the form; the form calls this when it mounts. */
export function takePendingSuccess(): boolean {
  const pending = pendingSuccess || takeStrippedSuccess();
  pendingSuccess = false;
  return pending;
}

function takeStrippedSuccess(): boolean {
  if (typeof document === "undefined") return false;
  const stripped = document.documentElement.dataset[STRIPPED_FLAG] === "true";
  delete document.documentElement.dataset[STRIPPED_FLAG];
  return stripped;
}

/** In the site layout: strip ?message=success from the address as soon as the page runs. */
export function useStripSuccessQuery() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!isSuccessQuery(location.search)) return;
    // Effects run child first: a form hydrated with the page has already marked the success.
    pendingSuccess = !shownByForm;
    shownByForm = false;
    navigate(
      { pathname: location.pathname, search: withoutSuccessQuery(location.search), hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [location.pathname, location.search, location.hash, navigate]);
}
