import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";

export function meta() {
  return [{ title: "Contacts" }];
}

export default function Page() {
  return <PagePlaceholder title="Contacts" />;
}
