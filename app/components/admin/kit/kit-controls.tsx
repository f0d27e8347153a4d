import { Pencil } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { DialogFooter } from "#app/components/ui/dialog-footer.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { InputField } from "#app/components/ui/form-fields.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { Switch } from "#app/components/ui/switch.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { KitSection } from "./kit-section.tsx";

/** Buttons, form controls, dialogs and toasts. */
export function KitControls() {
  const [on, setOn] = useState(true);
  return (
    <>
      <KitSection
        title="Button"
        usage="variant: primary | secondary | danger | ghost; size: sm | md | lg | icon; pending shows a spinner, sets aria-busy and disables."
      >
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="danger">Danger</Button>
        <Button variant="ghost">Ghost</Button>
        <Button variant="ghost" size="icon" aria-label="Edit">
          <Pencil aria-hidden="true" className="size-4" />
        </Button>
        <Button size="sm">Small</Button>
        <Button size="lg">Large</Button>
        <Button pending>Saving</Button>
        <Button disabled>Disabled</Button>
      </KitSection>
      <KitSection
        title="Field, Input, Textarea, Select"
        usage="Field gives its render-prop child id, aria-describedby (hint, error) and aria-invalid: <Field label hint error>{(p) => <Input {...p} />}</Field>."
      >
        <Field label="Name" hint="As it appears on invoices." className="w-full sm:w-64">
          {(p) => <Input {...p} name="kit-name" defaultValue="Ada Lovelace" />}
        </Field>
        <Field label="Email" error="Please enter a valid email address" className="w-full sm:w-64">
          {(p) => <Input {...p} type="email" name="kit-email" defaultValue="ada@" />}
        </Field>
        <Field label="Status" className="w-full sm:w-64">
          {(p) => (
            <Select
              {...p}
              name="kit-status"
              options={[
                { value: "new", label: "New" },
                { value: "done", label: "Done" },
              ]}
            />
          )}
        </Field>
        <Field label="Notes" className="w-full">
          {(p) => <Textarea {...p} name="kit-notes" rows={3} />}
        </Field>
        <InputField
          label="InputField (Field and Input in one tag)"
          hint="Also SelectField and TextareaField."
          name="kit-company"
          className="w-full sm:w-64"
        />
      </KitSection>
      <KitSection
        title="Checkbox and Switch"
        usage="Radix controls; label them with Field, a <label htmlFor> or aria-label."
      >
        <div className="flex items-center gap-2">
          <Checkbox id="kit-check" defaultChecked />
          <label htmlFor="kit-check" className="text-sm">
            Send me the newsletter
          </label>
        </div>
        <div className="flex items-center gap-2">
          <Switch id="kit-switch" checked={on} onCheckedChange={setOn} />
          <label htmlFor="kit-switch" className="text-sm">
            Notifications {on ? "on" : "off"}
          </label>
        </div>
      </KitSection>
      <KitSection
        title="Dialog and ConfirmDialog"
        usage="Dialog: title, description, trigger, children; DialogFooter: error alert, Cancel, pending submit. ConfirmDialog: the specification's question, confirmLabel, onConfirm (focus starts on Cancel)."
      >
        <Dialog
          title="Edit contact"
          description="Change the contact's details."
          trigger={<Button variant="secondary">Open dialog</Button>}
        >
          <form
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              toast.success("Saved (nothing was, this is the kit)");
            }}
          >
            <InputField label="Company" name="kit-dialog-company" />
            <DialogFooter error="Shown when the last try failed">Save Changes</DialogFooter>
          </form>
        </Dialog>
        <ConfirmDialog
          trigger={<Button variant="danger">Delete</Button>}
          question="Are you sure you want to delete this contact?"
          onConfirm={() => toast.success("Deleted (nothing was, this is the kit)")}
        />
      </KitSection>
      <KitSection
        title="Toaster"
        usage="The admin shell renders <Toaster />; call toast.success(text) or toast.error(text)."
      >
        <Button variant="secondary" onClick={() => toast.success("Saved")}>
          Success toast
        </Button>
        <Button variant="secondary" onClick={() => toast.error("Something went wrong")}>
          Error toast
        </Button>
      </KitSection>
    </>
  );
}
