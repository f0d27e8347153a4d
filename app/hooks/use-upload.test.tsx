// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UploadDeliverableDialog } from "#app/components/admin/client-portal/upload-deliverable-dialog.tsx";
import { ClientFileForm } from "#app/components/approvals/client-file-form.tsx";
import { NewVersionForm } from "#app/components/approvals/review-forms.tsx";

/** The browser's XMLHttpRequest, driven by the test: progress, an answer, a dropped line. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((e: ProgressEvent) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  statusText = "";
  responseText = "";
  responseURL = "";
  url = "";
  body: FormData | null = null;
  aborted = false;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent));
  }
  answer(status: number, body: unknown) {
    act(() => {
      this.upload.onload?.();
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.responseURL = `http://localhost${this.url}`;
      this.onload?.();
    });
  }
  drop() {
    act(() => this.onerror?.());
  }
}

const last = () => FakeXhr.sent[FakeXhr.sent.length - 1];

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderVersionForm() {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <NewVersionForm deliverableId="d1" uploadMaxMb={50} /> },
  ]);
  render(<Stub initialEntries={["/"]} />);
  const link = screen.getByLabelText("Or a link") as HTMLInputElement;
  const name = screen.getByLabelText("File name (optional)") as HTMLInputElement;
  fireEvent.change(link, { target: { value: "https://files.example/cut-2.mp4" } });
  fireEvent.change(name, { target: { value: "Cut 2" } });
  fireEvent.submit(link.closest("form")!);
  return { link, name };
}

describe("uploads with progress (useUpload through the upload forms)", () => {
  it("posts the form's fields to the upload endpoint and reports the bytes sent on an accessible bar", () => {
    renderVersionForm();
    const xhr = last();
    expect(xhr.url).toBe("/admin/uploads?intent=add-version");
    expect(xhr.body?.get("intent")).toBe("add-version");
    expect(xhr.body?.get("deliverableId")).toBe("d1");
    expect(xhr.body?.get("fileName")).toBe("Cut 2");
    xhr.progress(125_000_000, 500_000_000);
    const bar = screen.getByRole("progressbar", { name: "Upload progress" });
    expect(bar.getAttribute("value")).toBe("125000000");
    expect(bar.getAttribute("max")).toBe("500000000");
    expect(screen.getByText(/Sent 125\.0 MB of 500\.0 MB/)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Uploading..." }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("Cancel upload aborts the request, says nothing was saved and keeps what was typed", () => {
    const { link, name } = renderVersionForm();
    const xhr = last();
    xhr.progress(10_000_000, 500_000_000);
    fireEvent.click(screen.getByRole("button", { name: "Cancel upload" }));
    expect(xhr.aborted).toBe(true);
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("Upload cancelled. Nothing was saved.");
    expect(link.value).toBe("https://files.example/cut-2.mp4");
    expect(name.value).toBe("Cut 2");
    expect(screen.getByRole("button", { name: "Upload new version" })).toBeTruthy();
  });

  it("offers no Cancel once every byte is sent: the server has the file and will answer", () => {
    renderVersionForm();
    const xhr = last();
    act(() => xhr.upload.onload?.());
    expect(screen.getByText("Sent. Checking and saving the file...")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cancel upload" })).toBeNull();
  });

  it("shows the server's refusal and keeps the form's values", () => {
    const { link, name } = renderVersionForm();
    last().answer(400, { intent: "add-version", ok: false, message: "Please enter a valid URL" });
    expect(screen.getByRole("alert").textContent).toBe("Please enter a valid URL");
    expect(link.value).toBe("https://files.example/cut-2.mp4");
    expect(name.value).toBe("Cut 2");
  });

  it("words a dropped line and an answer that is not the action's own", () => {
    renderVersionForm();
    last().drop();
    expect(screen.getByRole("alert").textContent).toBe(
      "Failed to upload the new version: the connection was lost. Please try again.",
    );
    fireEvent.submit(screen.getByLabelText("Or a link").closest("form")!);
    act(() => {
      const xhr = last();
      xhr.status = 502;
      xhr.statusText = "Bad Gateway";
      xhr.responseText = "<html>proxy</html>";
      xhr.responseURL = `http://localhost${xhr.url}`;
      xhr.onload?.();
    });
    expect(screen.getByRole("alert").textContent).toBe(
      "Failed to upload the new version: the server answered 502 Bad Gateway. Please try again.",
    );
  });

  it("clears the form after a success", () => {
    const { link, name } = renderVersionForm();
    last().answer(200, { intent: "add-version", ok: true, message: "New version uploaded" });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(link.value).toBe("");
    expect(name.value).toBe("");
  });

  it("sends a client's chosen file to the portal's upload endpoint", () => {
    const Stub = createRoutesStub([
      { path: "/", Component: () => <ClientFileForm projectId="p1" uploadMaxMb={50} /> },
    ]);
    render(<Stub initialEntries={["/"]} />);
    const input = screen.getByLabelText("Send the team a file") as HTMLInputElement;
    const file = new File(["%PDF-1.4 brief"], "brief.pdf", { type: "application/pdf" });
    const chosen = new DataTransfer();
    chosen.items.add(file);
    input.files = chosen.files;
    fireEvent.submit(input.closest("form")!);
    const xhr = last();
    expect(xhr.url).toBe("/client-portal/uploads");
    expect(xhr.body?.get("intent")).toBe("client-upload");
    expect((xhr.body?.get("file") as File | undefined)?.name).toBe("brief.pdf");
    expect(screen.getByRole("progressbar", { name: "Upload progress" })).toBeTruthy();
  });

  it("Upload Deliverable: a refusal keeps the dialog and its fields; closing it stops an upload", () => {
    const projects = [{ id: "00000000-0000-4000-8000-000000000001", name: "Acme Launch" }];
    const Stub = createRoutesStub([
      { path: "/", Component: () => <UploadDeliverableDialog projects={projects} uploadMaxMb={50} /> },
    ]);
    render(<Stub initialEntries={["/"]} />);
    fireEvent.click(screen.getByRole("button", { name: "Upload Deliverable" }));
    const dialog = screen.getByRole("dialog", { name: "Upload Deliverable" });
    fireEvent.change(screen.getByLabelText("Project *"), { target: { value: projects[0].id } });
    fireEvent.change(screen.getByLabelText("File Name *"), { target: { value: "Launch cut" } });
    fireEvent.change(screen.getByLabelText("File URL *"), {
      target: { value: "https://files.example/cut.mp4" },
    });
    fireEvent.submit(dialog.querySelector("form")!);
    expect(last().url).toBe("/admin/uploads?intent=upload-deliverable");
    last().answer(400, {
      intent: "upload-deliverable",
      ok: false,
      message: "Failed to upload deliverable: x",
    });
    expect(screen.getByRole("dialog", { name: "Upload Deliverable" })).toBeTruthy();
    expect((screen.getByLabelText("File Name *") as HTMLInputElement).value).toBe("Launch cut");

    fireEvent.submit(dialog.querySelector("form")!);
    const second = last();
    second.progress(1000, 100_000);
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(second.aborted).toBe(true);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
