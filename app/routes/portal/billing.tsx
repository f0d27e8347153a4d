import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";

export function meta() {
  return [{ title: "Billing & Invoices" }];
}

export default function Page() {
  return <PagePlaceholder title="Billing & Invoices" />;
}
