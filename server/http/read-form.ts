import { data } from "react-router";

/**
 * The form of a page action. The input layer (input-guard.ts) has already refused bodies of the
 * wrong type, size or characters; a JSON body sent to a form action is refused here with 415
 * instead of failing inside `request.formData()` as a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (
    type &&
    !type.startsWith("application/x-www-form-urlencoded") &&
    !type.startsWith("multipart/form-data")
  ) {
    throw data({ error: "Send the form as form data" }, { status: 415 });
  }
  try {
    return await request.formData();
  } catch {
    throw data({ error: "The form could not be read" }, { status: 400 });
  }
}
