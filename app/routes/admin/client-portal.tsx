import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";

export function meta() {
  return [{ title: "Client Portal Management" }];
}

export default function Page() {
  return <PagePlaceholder title="Client Portal Management" />;
}
