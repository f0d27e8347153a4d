// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { stripSuccessQueryScript, takePendingSuccess } from "./success-query.ts";

const runInlineScript = () => new Function(stripSuccessQueryScript)();

describe("?message=success", () => {
  it("leaves the address bar as the page is parsed, before the page's code starts", () => {
    history.replaceState(null, "", "/contact?utm_source=mail&message=success#contact");
    runInlineScript();
    expect(location.pathname + location.search + location.hash).toBe("/contact?utm_source=mail#contact");
    // The form that hydrates later still shows the success the server rendered, once.
    expect(takePendingSuccess()).toBe(true);
    expect(takePendingSuccess()).toBe(false);
  });

  it("leaves any other address alone", () => {
    history.replaceState(null, "", "/contact?message=hello");
    runInlineScript();
    expect(location.search).toBe("?message=hello");
    expect(takePendingSuccess()).toBe(false);
  });
});
