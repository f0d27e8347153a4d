import { expect, it } from "vitest";
import { CALL_REQUEST_MESSAGES, callRequestBrief, validateCallRequest } from "./call-request.ts";
import { CONTACT_MESSAGES } from "./contact-form.ts";
import { validateContactForm } from "./contact-form-rules.ts";

const valid = { name: "Dana", email: "dana@example.test", phone: "(214) 555-0100" };

it("asks for name, e-mail and phone, in that order, each with its own message", () => {
  expect(validateCallRequest({})).toEqual({
    ok: false,
    field: "name",
    message: CONTACT_MESSAGES.nameRequired,
  });
  expect(validateCallRequest({})).toMatchObject({ ok: false, field: "name" });
  expect(validateCallRequest({ name: "Dana", email: "nope" })).toEqual({
    ok: false,
    field: "email",
    message: CONTACT_MESSAGES.emailInvalid,
  });
  expect(validateCallRequest({ name: "Dana", email: "dana@example.test" })).toEqual({
    ok: false,
    field: "phone",
    message: CALL_REQUEST_MESSAGES.phoneRequired,
  });
  expect(validateCallRequest({ ...valid, phone: "call me" })).toMatchObject({
    message: CALL_REQUEST_MESSAGES.phoneInvalid,
  });
});

it("leaves the preferred time and the message out when they are not sent, and refuses them too long", () => {
  expect(validateCallRequest(valid)).toMatchObject({
    ok: true,
    data: { name: "Dana", phone: "(214) 555-0100" },
  });
  expect(validateCallRequest({ ...valid, preferred_time: " " })).toMatchObject({ ok: true });
  expect(validateCallRequest({ ...valid, message: "x".repeat(2001) })).toEqual({
    ok: false,
    field: "message",
    message: "Please keep the message under 2000 characters",
  });
});

it("becomes a project brief that the contact rules accept, naming phone and time", () => {
  const checked = validateCallRequest({
    ...valid,
    preferred_time: "Tuesday morning",
    message: "About a film",
  });
  if (!checked.ok) throw new Error(checked.message);
  const brief = callRequestBrief(checked.data);
  expect(brief.project_details).toContain("(214) 555-0100");
  expect(brief.project_details).toContain("Tuesday morning");
  expect(brief.project_details).toContain("About a film");
  expect(validateContactForm(brief)).toMatchObject({ ok: true });
});
