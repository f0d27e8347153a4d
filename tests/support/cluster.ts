/**
 * Two (or more) built app instances on one fresh PostgreSQL database and one S3 server (s3rver),
 * behind nginx running deploy/nginx.conf (round robin, no sticky sessions): the set-up of the
 * cluster test (tests/cluster/run.ts) and of the cluster bench (bench/cluster.ts), so that both
 * measure the same thing.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { productionNodeFlags } from "../../scripts/node-flags.ts";
import { appCli, freePort } from "../e2e/support/app-process.ts";
import { testUsers } from "../e2e/support/users.ts";
import { loadS3rver, type RunningS3, startS3Server } from "./s3-server.ts";

export type ClusterInstance = {
  name: string;
  port: number;
  url: string;
  dataDir: string;
  process?: ChildProcess;
};

type S3rverClass = Parameters<typeof startS3Server>[0];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What the cluster needs from the machine (nginx, s3rver, a build, PostgreSQL at
 * CLUSTER_DATABASE_URL or 127.0.0.1:5432), or the reason it cannot run.
 */
export async function clusterPrerequisites(): Promise<
  { nginx: string; S3rver: S3rverClass; admin: pg.Client; serverUrl: string } | { missing: string }
> {
  const serverUrl = process.env.CLUSTER_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx", "/usr/local/sbin/nginx"].find((file) =>
    existsSync(file),
  );
  if (!nginx) return { missing: "nginx is not installed (apt-get install nginx)" };
  if (!existsSync("build/server/main.js")) return { missing: "no build (npm run build)" };
  const s3rver = loadS3rver();
  if ("missing" in s3rver) return s3rver;
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch (error) {
    return { missing: `PostgreSQL does not answer at ${serverUrl} (${(error as Error).message})` };
  }
  return { nginx, S3rver: s3rver.S3rver, admin, serverUrl };
}

export type Cluster = Awaited<ReturnType<typeof createCluster>>;

/**
 * Makes the database, the scratch folder and the ports; `start()` then starts s3rver, the
 * instances (together, on the empty database), the admin of tests/e2e/support/users.ts and nginx.
 * `cleanUp()` undoes all of it, whatever `start()` reached.
 */
export async function createCluster(
  prerequisites: Exclude<Awaited<ReturnType<typeof clusterPrerequisites>>, { missing: string }>,
  options: { name: string; instances?: number; env?: Record<string, string> },
) {
  const { admin, serverUrl } = prerequisites;
  const scratch = mkdtempSync(path.join(os.tmpdir(), `agency-${options.name}-`));
  const databaseName = `agency_${options.name}_${process.pid}_${Date.now().toString(36)}`;
  await admin.query(`CREATE DATABASE ${databaseName}`);
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString();
  const db = new pg.Client({ connectionString: databaseUrl });
  const nginxPort = await freePort();
  const baseURL = `http://127.0.0.1:${nginxPort}`;
  const authSecret = randomBytes(32).toString("base64url");
  const instances: ClusterInstance[] = [];
  for (const name of "abcdefgh".slice(0, options.instances ?? 2)) {
    const port = await freePort();
    instances.push({
      name,
      port,
      url: `http://127.0.0.1:${port}`,
      dataDir: path.join(scratch, `data-${name}`),
    });
  }
  let s3: RunningS3 | undefined;
  let nginx: ChildProcess | undefined;
  const logOf = (instance: ClusterInstance) => path.join(scratch, `${instance.name}.log`);

  function sharedEnv(): NodeJS.ProcessEnv {
    if (!s3) throw new Error("The S3 server is not started yet");
    return {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: authSecret,
      BASE_URL: baseURL,
      TRUSTED_PROXIES: "loopback",
      SIGN_IN_RATE_LIMIT: "5",
      S3_BUCKET: s3.config.bucket,
      S3_ENDPOINT: s3.config.endpoint,
      S3_REGION: s3.config.region,
      S3_ACCESS_KEY_ID: s3.config.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
      UPLOAD_MAX_MB: "64",
      ...options.env,
    };
  }

  function startInstance(instance: ClusterInstance) {
    const log = createWriteStream(logOf(instance), { flags: "a" });
    const child = spawn(process.execPath, [...productionNodeFlags(), "build/server/main.js"], {
      env: { ...sharedEnv(), PORT: String(instance.port), DATA_DIR: instance.dataDir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    instance.process = child;
  }

  async function waitReady(instance: ClusterInstance, seconds = 120) {
    for (let i = 0; i < seconds * 10; i++) {
      if (instance.process?.exitCode != null) {
        throw new Error(`${instance.name} exited: ${readFileSync(logOf(instance), "utf8").slice(-2000)}`);
      }
      const ok = await fetch(`${instance.url}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await sleep(100);
    }
    throw new Error(`${instance.name} was not ready in ${seconds} s`);
  }

  /** deploy/nginx.conf with its marked lines pointed at this cluster's ports and folders. */
  function nginxConfig() {
    const source = readFileSync("deploy/nginx.conf", "utf8");
    const lines: string[] = [];
    let instanceLine = "";
    for (const line of source.split("\n")) {
      const marker = /#\s*cluster-test: (\w+)/.exec(line)?.[1];
      const indent = /^\s*/.exec(line)![0];
      switch (marker) {
        case undefined:
          lines.push(line);
          break;
        case "pid":
          lines.push(`${indent}pid ${scratch}/nginx.pid;`);
          break;
        case "error_log":
          lines.push(`${indent}error_log ${scratch}/nginx-error.log warn;`);
          break;
        case "temp":
          lines.push(
            `${indent}${line.trim().split(/\s+/)[0]} ${scratch}/nginx-temp-${line.includes("client_body") ? "body" : "proxy"};`,
          );
          break;
        case "instance":
          // One line per instance, however many the file lists: the first one is the template.
          if (!instanceLine) {
            instanceLine = line.replace(/\s*#.*$/, "");
            for (const instance of instances)
              lines.push(instanceLine.replace(/127\.0\.0\.1:\d+/, `127.0.0.1:${instance.port}`));
          }
          break;
        case "listen":
          // Which instance answered: only for the figures of the test and the bench.
          lines.push(
            `${indent}listen 127.0.0.1:${nginxPort};\n${indent}add_header X-Upstream $upstream_addr always;`,
          );
          break;
        default:
          lines.push(line);
      }
    }
    return lines.join("\n");
  }

  async function startNginx() {
    mkdirSync(path.join(scratch, "nginx-temp-body"), { recursive: true });
    mkdirSync(path.join(scratch, "nginx-temp-proxy"), { recursive: true });
    execFileSync("chmod", ["-R", "a+rwx", scratch]);
    writeFileSync(path.join(scratch, "nginx.conf"), nginxConfig());
    nginx = spawn(
      prerequisites.nginx,
      ["-p", scratch, "-c", path.join(scratch, "nginx.conf"), "-g", "daemon off;"],
      { stdio: ["ignore", "inherit", "inherit"] },
    );
    for (let i = 0; i < 100; i++) {
      if (
        await fetch(`${baseURL}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await sleep(100);
    }
    throw new Error(`nginx did not answer on ${baseURL}`);
  }

  return {
    baseURL,
    /** The Origin header a form post through nginx carries. */
    origin: { origin: baseURL },
    instances,
    databaseName,
    /** The cluster's database, connected by start(). */
    db,
    scratch,
    sharedEnv,
    startInstance,
    waitReady,
    /** The instance nginx says answered (X-Upstream), if any. */
    answeredBy(response: Response) {
      const upstream = response.headers.get("x-upstream");
      return instances.find((instance) => upstream === `127.0.0.1:${instance.port}`);
    },

    /** Resolves with the milliseconds the instances took to be ready together. */
    async start() {
      s3 = await startS3Server(prerequisites.S3rver, {
        bucket: `agency-${options.name}`,
        directory: path.join(scratch, "s3"),
      });
      // All start at once on the empty database: the migrations run once, under the advisory lock.
      const bootStart = Date.now();
      for (const instance of instances) startInstance(instance);
      await Promise.all(instances.map((instance) => waitReady(instance)));
      const startMs = Date.now() - bootStart;
      // One admin through the CLI, as an operator would.
      const cli = appCli({ ...sharedEnv(), DATA_DIR: instances[0].dataDir });
      cli("user:create", "--email", testUsers.admin.email, "--password", testUsers.admin.password, "--admin");
      await db.connect();
      await startNginx();
      return startMs;
    },

    /** The end of each instance's log, for a failure's report. */
    printLogs() {
      for (const instance of instances) {
        const log = logOf(instance);
        if (existsSync(log))
          console.log(`--- ${instance.name}.log\n${readFileSync(log, "utf8").slice(-3000)}`);
      }
    },

    async cleanUp() {
      for (const instance of instances) instance.process?.kill("SIGKILL");
      nginx?.kill("SIGQUIT");
      // s3rver's close waits for its open connections: do not let a stuck one hold the run.
      await Promise.race([s3?.close().catch(() => {}), sleep(3_000)]);
      await db.end().catch(() => {});
      await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch(() => {});
      await admin.end().catch(() => {});
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
