import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";

export function meta() {
  return [{ title: "Settings" }];
}

export default function Page() {
  return <PagePlaceholder title="Settings" />;
}
