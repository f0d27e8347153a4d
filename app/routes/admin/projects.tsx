import { ComingSoon } from "#app/components/admin/coming-soon.tsx";

export function meta() {
  return [{ title: "Projects | Admin" }];
}

export default function Page() {
  return <ComingSoon title="Projects" text="Project management is coming soon." />;
}
