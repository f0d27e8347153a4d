import { Download, ExternalLink } from "lucide-react";
import type { RefObject } from "react";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { previewKind } from "#core/approvals.ts";
import type { Review } from "#server/projects/approvals.ts";

type Version = Review["versions"][number];

/**
 * The version as the reviewer sees it: images and PDFs inline, video in the browser's own player
 * (its current time goes with a comment), other files as a download, links as a link.
 */
export function ReviewPreview({
  version,
  videoRef,
}: {
  version: Version;
  videoRef: RefObject<HTMLVideoElement | null>;
}) {
  const href = `/files/deliverable-versions/${version.id}`;
  const kind = previewKind(version.fileType, version.stored);
  const download = (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonVariants({ variant: "secondary" })}
    >
      {kind === "link" ? (
        <ExternalLink aria-hidden="true" className="size-4" />
      ) : (
        <Download aria-hidden="true" className="size-4" />
      )}
      {kind === "link" ? "Open link" : "Download"}
      <span className="sr-only">
        {" "}
        version {version.number}, {version.fileName} (opens in a new tab)
      </span>
    </a>
  );
  return (
    <div className="flex flex-col gap-3">
      {kind === "image" && (
        <img
          src={href}
          alt={`Version ${version.number} of ${version.fileName}`}
          className="max-h-[70vh] w-full rounded-lg border border-neutral-200 bg-neutral-100 object-contain dark:border-neutral-800 dark:bg-neutral-900"
        />
      )}
      {kind === "pdf" && (
        <object
          data={href}
          type="application/pdf"
          aria-label={`Version ${version.number} of ${version.fileName}`}
          className="h-[70vh] w-full rounded-lg border border-neutral-200 dark:border-neutral-800"
        >
          <p className="p-4 text-sm">This browser cannot show the PDF here; use Download below.</p>
        </object>
      )}
      {kind === "video" && (
        // biome-ignore lint/a11y/useMediaCaption: client deliverables come without caption files.
        <video
          ref={videoRef}
          src={href}
          controls
          preload="metadata"
          aria-label={`Version ${version.number} of ${version.fileName}`}
          className="max-h-[70vh] w-full rounded-lg bg-black"
        />
      )}
      {(kind === "download" || kind === "link") && (
        <p className="text-sm text-neutral-700 dark:text-neutral-300">
          This file cannot be shown here; download it to review.
        </p>
      )}
      <div>{download}</div>
    </div>
  );
}
