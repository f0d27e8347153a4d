// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, type NavigateFunction, useNavigate, useSearchParams } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { parseContactListQuery } from "#core/crm/contact-list.ts";
import { ContactFilters } from "./contact-filters.tsx";

afterEach(cleanup);

let navigate: NavigateFunction = () => {};
function Filters() {
  navigate = useNavigate();
  const [params] = useSearchParams();
  return <ContactFilters query={parseContactListQuery(params)} />;
}

describe("ContactFilters", () => {
  it("keeps what is typed when the search lands under the typist, and follows the URL otherwise", async () => {
    const Stub = createRoutesStub([{ path: "/", Component: Filters }]);
    render(<Stub initialEntries={["/"]} />);
    const search = screen.getByLabelText<HTMLInputElement>("Search");
    search.focus();
    fireEvent.change(search, { target: { value: "studio de" } });
    // The debounced search of 'studio' answers while 'studio de' is in the field.
    await act(() => navigate("/?q=studio", { replace: true }));
    expect(screen.getByLabelText<HTMLInputElement>("Search")).toBe(search);
    expect(search.value).toBe("studio de");
    expect(document.activeElement).toBe(search);
    // A change from elsewhere (the top bar's search) while the field is not in use.
    search.blur();
    await act(() => navigate("/?q=ada&status=qualified"));
    expect(search.value).toBe("ada");
    expect(screen.getByLabelText<HTMLSelectElement>("Status").value).toBe("qualified");
  });
});
