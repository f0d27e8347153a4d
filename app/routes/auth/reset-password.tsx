import { PagePlaceholder } from "#app/components/layout/page-placeholder.tsx";

export function meta() {
  return [{ title: "Reset Password" }];
}

export default function Page() {
  return <PagePlaceholder title="Reset Password" />;
}
