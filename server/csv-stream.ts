import { type CsvValue, csvLine } from "../core/csv.ts";

export type CsvSource<Row> = {
  header: string[];
  /** The next batch after `last` (null: the first batch), at most `size` rows. */
  batch: (last: Row | null, size: number) => Promise<Row[]>;
  cells: (row: Row) => CsvValue[];
};

/** A small first batch gets the first bytes out fast; later batches are larger. */
const FIRST_BATCH = 500;
const NEXT_BATCH = 5000;

/**
 * Streams a CSV export batch by batch, so that a million rows never sit in memory and other
 * requests run between batches. The first batch is read before the stream is returned: a
 * database failure then becomes an error response instead of a truncated download.
 */
export async function csvStream<Row>(source: CsvSource<Row>): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  const first = await source.batch(null, FIRST_BATCH);
  let pending: Row[] | null = first;
  let last: Row | null = null;
  let done = false;
  const encode = (rows: Row[], prefix = "") => {
    let text = prefix;
    for (const row of rows) text += csvLine(source.cells(row));
    return encoder.encode(text);
  };

  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          if (pending) {
            // The byte-order mark makes spreadsheet programs read the file as UTF-8.
            controller.enqueue(encode(pending, `\uFEFF${csvLine(source.header)}`));
            done = pending.length < FIRST_BATCH;
            last = pending.at(-1) ?? null;
            pending = null;
          } else {
            const rows = await source.batch(last, NEXT_BATCH);
            if (rows.length) controller.enqueue(encode(rows));
            done = rows.length < NEXT_BATCH;
            last = rows.at(-1) ?? last;
          }
          if (done) controller.close();
        } catch (error) {
          console.error("[export] the CSV stream failed:", error);
          controller.error(error);
        }
      },
    },
    { highWaterMark: 1 },
  );
}

/** The download response of an export. */
export function csvResponse(stream: ReadableStream<Uint8Array>, fileName: string): Response {
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** An export that could not start: a guard's 403 passes through; anything else is logged. */
export function exportFailed(error: unknown): Response {
  if (error instanceof Response) throw error;
  console.error("[export] could not start:", error);
  return new Response("The export failed. Please try again.", {
    status: 503,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
