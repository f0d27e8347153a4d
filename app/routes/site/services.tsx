import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";

export function meta() {
  return [{ title: "Services" }];
}

export default function Page() {
  return <PagePlaceholder title="Services" />;
}
