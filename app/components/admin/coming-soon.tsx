import { Construction } from "lucide-react";
import { cardClass } from "#app/components/ui/card.tsx";
import { PageHeader } from "./page-header.tsx";

/** Projects, Calendar and Reports show 'coming soon' text (001 section 2). */
export function ComingSoon({ title, text }: { title: string; text: string }) {
  return (
    <>
      <PageHeader title={title} />
      <div className={`${cardClass} flex flex-col items-center gap-3 py-16 text-center`}>
        <Construction className="size-10 text-brand-600" aria-hidden />
        <p className="text-lg font-medium">{text}</p>
      </div>
    </>
  );
}
