// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, useFetchers } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { SUBMISSION_STATUS_LABELS, type SubmissionStatus } from "#core/crm/submission-status.ts";
import type { SubmissionItem } from "#server/submissions.ts";
import { SubmissionCard, SubmissionCardToasts } from "./submission-card.tsx";

afterEach(cleanup);

const submission = (n: number, extra: Partial<SubmissionItem> = {}): SubmissionItem => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name: `Person ${n}`,
  email: `person${n}@example.test`,
  company: null,
  serviceNeeded: "media-production",
  subject: "Customer testimonial series",
  projectDetails: "Three short testimonial videos.",
  message: null,
  budgetRange: "3000-5000",
  status: "new",
  adminNotes: null,
  contactId: null,
  submittedAt: "2026-11-20T10:00:00.000Z",
  ...extra,
});

describe("a form submission's card", () => {
  it("shows the service and budget as the form's labels, not the stored values", () => {
    const Stub = createRoutesStub([
      { path: "/", Component: () => <SubmissionCard submission={submission(1)} /> },
    ]);
    render(<Stub initialEntries={["/"]} />);
    expect(screen.getByText("Media Production")).toBeTruthy();
    expect(screen.getByText("$3,000 - $5,000")).toBeTruthy();
    expect(screen.queryByText("media-production")).toBeNull();
    expect(screen.queryByText("3000-5000")).toBeNull();
  });

  it("says each status change was saved, also when two cards change before the first answer", async () => {
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => (
          <>
            <SubmissionCardToasts />
            <SubmissionCard submission={submission(1)} />
            <SubmissionCard submission={submission(2)} />
            <Toaster />
          </>
        ),
        action: async ({ request }) => {
          const form = await request.formData();
          await new Promise((r) => setTimeout(r, 50));
          const status = form.get("status") as SubmissionStatus;
          return {
            ok: true,
            intent: "status",
            message: `Status changed to ${SUBMISSION_STATUS_LABELS[status]}`,
          };
        },
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    const [first, second] = screen.getAllByLabelText("Status");
    fireEvent.change(first, { target: { value: "in_progress" } });
    fireEvent.change(second, { target: { value: "completed" } });
    expect(await screen.findByText("Status changed to In Progress")).toBeTruthy();
    expect(await screen.findByText("Status changed to Completed")).toBeTruthy();
  });

  it("says the change was saved when the card leaves the list before the answer", async () => {
    const id = submission(1).id;
    // The list drops the card as soon as its change is under way, as a filter that its new status
    // no longer matches does: only the list is left to tell the result.
    function List() {
      const busy = useFetchers().some((f) => f.key.endsWith(id));
      return (
        <>
          <SubmissionCardToasts />
          {busy ? null : <SubmissionCard submission={submission(1)} />}
          <Toaster />
        </>
      );
    }
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: List,
        action: async () => {
          await new Promise((r) => setTimeout(r, 50));
          return { ok: true, intent: "status", message: "Status changed to Archived" };
        },
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "archived" } });
    expect(await screen.findByText("Status changed to Archived")).toBeTruthy();
  });
});
