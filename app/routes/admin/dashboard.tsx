import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";

export function meta() {
  return [{ title: "Dashboard" }];
}

export default function Page() {
  return <PagePlaceholder title="Dashboard" />;
}
