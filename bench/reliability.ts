/* `npm run bench:reliability -- mixed|smtp-outage|kill|double-send`: the reliability figures of
   issue 19 (item 8), one sub-command each; see bench/README.md. Prints figures; asserts nothing. */
import { doubleSendWindow } from "./reliability/double-send.ts";
import { killDuringWrites } from "./reliability/kill.ts";
import { mixedLoad } from "./reliability/mixed.ts";
import { smtpOutage } from "./reliability/smtp-outage.ts";

const commands: Record<string, () => Promise<void>> = {
  mixed: mixedLoad,
  "smtp-outage": smtpOutage,
  kill: killDuringWrites,
  "double-send": doubleSendWindow,
};

const name = process.argv[2] ?? "";
const command = commands[name];
if (!command) {
  console.error(`Usage: npm run bench:reliability -- ${Object.keys(commands).join("|")}`);
  process.exit(2);
}
await command();
