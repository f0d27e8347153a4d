import { spawn, spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import nodemailer from "nodemailer";
import { getEnv } from "../../server/env.ts";
import { type MailMessage, nodemailerMessage } from "../../server/mail/transport.ts";

/*
 * SpamAssassin's verdict with its local rules only, as `spamassassin -L -t` gives it (Debian's
 * package; CI installs it). Every message is scored in one Perl process: the rules are compiled
 * once (a second or two) instead of once per message.
 */

const script = String.raw`
use strict; use warnings;
use Mail::SpamAssassin;
my $sa = Mail::SpamAssassin->new({ local_tests_only => 1, dont_copy_prefs => 1, userprefs_filename => '/dev/null' });
$sa->compile_now(0);
for my $file (@ARGV) {
  open(my $fh, '<', $file) or die "$file: $!";
  my $msg = $sa->parse($fh);
  my $status = $sa->check($msg);
  printf "%s\t%.3f\t%s\n", $file, $status->get_score(), $status->get_names_of_tests_hit();
  $status->finish(); $msg->finish(); close $fh;
}
`;

export function spamAssassinInstalled() {
  return spawnSync("perl", ["-MMail::SpamAssassin", "-e", "1"]).status === 0;
}

/** The message exactly as nodemailer puts it on the wire (RFC 822 source). */
export async function emlOf(mail: MailMessage): Promise<Buffer> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const info = await transport.sendMail(nodemailerMessage(mail, getEnv()));
  return info.message as Buffer;
}

export type SpamVerdict = { name: string; score: number; rules: string[] };

export async function spamScores(mails: { name: string; mail: MailMessage }[]): Promise<SpamVerdict[]> {
  const dir = await mkdtemp(path.join(tmpdir(), "spam-"));
  try {
    const files = await Promise.all(
      mails.map(async ({ mail }, i) => {
        const file = path.join(dir, `${i}.eml`);
        await writeFile(file, await emlOf(mail));
        return file;
      }),
    );
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn("perl", ["-e", script, ...files]);
      let out = "";
      let err = "";
      child.stdout.on("data", (chunk) => {
        out += chunk;
      });
      child.stderr.on("data", (chunk) => {
        err += chunk;
      });
      child.on("error", reject);
      child.on("close", (code) => (code === 0 ? resolve(out) : reject(new Error(`SpamAssassin: ${err}`))));
    });
    const byFile = new Map(
      output
        .trim()
        .split("\n")
        .map((line) => line.split("\t"))
        .map(([file, score, rules]) => [
          file,
          { score: Number(score), rules: rules ? rules.split(",") : [] },
        ]),
    );
    return mails.map(({ name }, i) => ({
      name,
      ...(byFile.get(files[i]) ?? { score: Number.NaN, rules: [] }),
    }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
