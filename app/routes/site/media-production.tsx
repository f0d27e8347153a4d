import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";

export function meta() {
  return [{ title: "Media Production" }];
}

export default function Page() {
  return <PagePlaceholder title="Media Production" />;
}
