import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";

export function meta() {
  return [{ title: "Confirm Subscription" }];
}

export default function Page() {
  return <PagePlaceholder title="Confirm Subscription" />;
}
