import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";

export function meta() {
  return [{ title: "Marketing Strategy" }];
}

export default function Page() {
  return <PagePlaceholder title="Marketing Strategy" />;
}
