import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";

export function meta() {
  return [{ title: "Contact" }];
}

export default function Page() {
  return <PagePlaceholder title="Contact" />;
}
