/** A page whose content arrives with a later piece of work; it still renders a real, titled page. */
export function PagePlaceholder({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl px-6 py-24">
      <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
      {children}
    </div>
  );
}
