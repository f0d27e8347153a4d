import { describe, expect, it } from "vitest";
import { isSuccessQuery, takePendingSuccess, withoutSuccessQuery } from "./success-query.ts";

describe("?message=success", () => {
  it("is recognised and removed, keeping the rest of the query", () => {
    expect(isSuccessQuery("?message=success")).toBe(true);
    expect(isSuccessQuery("?message=other")).toBe(false);
    expect(withoutSuccessQuery("?message=success")).toBe("");
    expect(withoutSuccessQuery("?utm_source=x&message=success")).toBe("?utm_source=x");
  });

  it("leaves nothing pending before the layout saw the query", () => {
    expect(takePendingSuccess()).toBe(false);
  });
});
