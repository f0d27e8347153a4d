/**
 * A trap for bots in the public forms: people never see or reach it, and the server drops anything
 * typed into `honeypot_field`.
 */
export function Honeypot({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name="honeypot_field" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
