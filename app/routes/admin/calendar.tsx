import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";

export function meta() {
  return [{ title: "Calendar" }];
}

export default function Page() {
  return <PagePlaceholder title="Calendar" />;
}
