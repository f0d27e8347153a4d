import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";

export function meta() {
  return [{ title: "Revenue Tracker" }];
}

export default function Page() {
  return <PagePlaceholder title="Revenue Tracker" />;
}
