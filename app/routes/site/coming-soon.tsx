import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";

export function meta() {
  return [{ title: "Coming Soon" }];
}

export default function Page() {
  return <PagePlaceholder title="Coming Soon" />;
}
