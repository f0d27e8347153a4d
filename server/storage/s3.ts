import { randomUUID } from "node:crypto";
import { Readable, Transform } from "node:stream";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { FileStorage } from "./index.ts";

export type S3Config = {
  bucket: string;
  /** An S3-compatible service's address (R2, B2, MinIO); AWS itself when absent. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO, s3rver). */
  forcePathStyle: boolean;
};

/** Parts of 8 MB, two in flight: an upload holds at most ~16 MB of it in memory, whatever its size. */
export const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 2;
/** The longest a presigned download address is valid (the FileStorage contract: at most 5 minutes). */
export const PRESIGN_SECONDS = 300;

/** Same rule as the local disk: keys are the app's own (folders of uuids), nothing else. */
function checkedKey(key: string) {
  if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.split("/").some((part) => part === ".." || part === "")) {
    throw new Error(`Invalid storage key: ${key}`);
  }
  return key;
}

function isMissing(error: unknown) {
  return (
    error instanceof S3ServiceException &&
    (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404)
  );
}

/** What went wrong with the storage, in words an operator can act on (issue 33 item 8). */
export function describeS3Error(error: unknown, config: S3Config): string {
  const where = config.endpoint ? ` at ${config.endpoint}` : "";
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode;
    if (error.name === "NoSuchBucket" || error.name === "NotFound" || status === 404) {
      return `The bucket "${config.bucket}" does not exist${where} (S3_BUCKET)`;
    }
    if (
      status === 403 ||
      status === 401 ||
      /AccessDenied|InvalidAccessKeyId|SignatureDoesNotMatch|Forbidden/.test(error.name)
    ) {
      return `The storage${where} refuses the keys for bucket "${config.bucket}" (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY): ${error.name}`;
    }
    return `The storage${where} answered ${status ?? "an error"} for bucket "${config.bucket}": ${error.name}`;
  }
  const code = (error as { code?: string } | null)?.code ?? "";
  const message = error instanceof Error ? error.message : String(error);
  if (
    /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|EHOSTUNREACH|TimeoutError/.test(
      `${code} ${message}`,
    )
  ) {
    return `The storage endpoint ${config.endpoint ?? "(AWS)"} cannot be reached (S3_ENDPOINT): ${code || message}`;
  }
  return `The storage${where} failed for bucket "${config.bucket}": ${message}`;
}

/** An error of the storage, worded for the operator; the original is kept as its cause. */
export class StorageError extends Error {}

export function createS3Storage(config: S3Config): FileStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: B2, R2 and older MinIO refuse the newer defaults.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 3,
    // An endpoint that does not answer is an error in seconds, not a hanging request.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
  const Bucket = config.bucket;
  const worded = (error: unknown) => new StorageError(describeS3Error(error, config), { cause: error });

  return {
    kind: "s3",

    async put(key, body, options) {
      const Key = checkedKey(key);
      let size = 0;
      const count = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      const source = Readable.fromWeb(body as NodeWebStream<Uint8Array>);
      // A failure of the sender (or an abort) is told as it is; anything else is the storage's.
      let senderFailure: unknown;
      source.on("error", (error) => {
        senderFailure ??= error;
        count.destroy(error);
      });
      source.pipe(count);
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: count, ContentType: options?.contentType },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        // A failed multipart upload is aborted: S3 drops its parts, no half object is ever visible.
        leavePartsOnError: false,
      });
      const abort = () => {
        source.destroy(new Error("Upload aborted"));
        void upload.abort();
      };
      if (options?.signal?.aborted) abort();
      options?.signal?.addEventListener("abort", abort, { once: true });
      try {
        // Reject as soon as the stream fails, even if the uploader is waiting for a part to fill.
        const streamFailed = new Promise<never>((_, reject) => count.on("error", reject));
        await Promise.race([upload.done(), streamFailed]);
      } catch (error) {
        void upload.abort().catch(() => {});
        // A single-part upload may have completed just before the failure surfaced.
        await client.send(new DeleteObjectCommand({ Bucket, Key })).catch(() => {});
        if (senderFailure) throw senderFailure;
        throw error instanceof StorageError ? error : worded(error);
      } finally {
        options?.signal?.removeEventListener("abort", abort);
      }
      return { size };
    },

    async get(key) {
      try {
        const response = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        if (!response.Body) return null;
        return {
          body: response.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          size: response.ContentLength ?? 0,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw worded(error);
      }
    },

    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
      } catch (error) {
        if (!isMissing(error)) throw worded(error);
      }
    },

    async *list(prefix = "") {
      try {
        for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: prefix || undefined })) {
          for (const object of page.Contents ?? []) {
            if (object.Key && !object.Key.startsWith(PROBE_PREFIX))
              yield { key: object.Key, size: object.Size ?? 0 };
          }
        }
      } catch (error) {
        throw error instanceof StorageError ? error : worded(error);
      }
    },

    async presignedDownload(key, options) {
      const ascii = options.fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
      const disposition = `${options.inline ? "inline" : "attachment"}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(options.fileName)}`;
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: checkedKey(key),
          ResponseContentType: options.contentType,
          ResponseContentDisposition: disposition,
          ResponseCacheControl: "private, no-store",
        }),
        { expiresIn: PRESIGN_SECONDS },
      );
    },

    async check() {
      // Written, read back and deleted: the bucket exists and the keys may do all three.
      const Key = `${PROBE_PREFIX}${randomUUID()}`;
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
        await new Upload({ client, params: { Bucket, Key, Body: "ok" } }).done();
        const read = await client.send(new GetObjectCommand({ Bucket, Key }));
        await read.Body?.transformToString();
        await client.send(new DeleteObjectCommand({ Bucket, Key }));
      } catch (error) {
        throw worded(error);
      }
    },
  };
}

/** Where check() writes its probe; never listed, never backed up. */
const PROBE_PREFIX = ".storage-check/";
