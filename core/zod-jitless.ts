/*
 * Imported first by every module that builds zod schemas. Zod probes for eval support with
 * `new Function("")` when it builds its first object schema; the Content-Security-Policy (no
 * 'unsafe-eval') refuses it and reports a violation. Under `jitless` there is no probe and zod uses
 * its plain parser, which needs no eval. Set here rather than in app/root.tsx so that pages whose
 * forms load their rules on first use (issue 13) do not load zod with the page.
 */
import { config } from "zod/mini";

config({ jitless: true });
