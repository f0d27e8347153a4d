import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";

export function meta() {
  return [{ title: "Message Center" }];
}

export default function Page() {
  return <PagePlaceholder title="Message Center" />;
}
