/** `node scripts/write-pglite-template.ts <file>`: run by scripts/build.ts beside the client build. */
import { writePgliteTemplate } from "../server/db/pglite-template.ts";

const file = process.argv[2];
if (!file) throw new Error("Usage: node scripts/write-pglite-template.ts <file>");
await writePgliteTemplate(file);
