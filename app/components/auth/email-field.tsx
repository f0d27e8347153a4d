import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";

/* text-base on the sign-in inputs: a 16px input keeps phones from zooming into the form. */
export function EmailField({ defaultValue, autoFocus }: { defaultValue?: string; autoFocus?: boolean }) {
  return (
    <Field label="Email">
      {(p) => (
        <Input
          {...p}
          name="email"
          type="email"
          autoComplete="email"
          required
          autoFocus={autoFocus}
          defaultValue={defaultValue}
          className="text-base"
        />
      )}
    </Field>
  );
}
