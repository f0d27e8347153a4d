import { DatabaseBackup } from "lucide-react";
import { type FormEvent, useState } from "react";
import { PasswordField } from "#app/components/auth/password-field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { DialogFooter } from "#app/components/ui/dialog-footer.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { BACKUP_PASSPHRASE_MIN, backupPassphraseProblem } from "#core/backup-passphrase.ts";

/**
 * 'Backup Database': asks for a passphrase (twice) and posts it as a plain form, so the browser
 * saves the encrypted archive as it arrives instead of holding it in the page.
 */
export function BackupDownload() {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const problem = backupPassphraseProblem(String(form.get("passphrase")), String(form.get("repeated")));
    if (problem) {
      event.preventDefault();
      setError(problem);
      return;
    }
    setError(null);
    // The browser has the form's data now; the dialog may go while it downloads.
    setTimeout(() => {
      setOpen(false);
      toast.success("Encrypting the backup: your browser saves it in a moment.");
    }, 0);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
      title="Backup Database"
      description="The archive holds every client's data and the password hashes. It is encrypted with this passphrase: without it nobody can open it, us included. Keep the passphrase in a password manager."
      trigger={
        <Button className="mt-3">
          <DatabaseBackup className="size-4" aria-hidden /> Backup Database
        </Button>
      }
    >
      <form
        method="post"
        action="/admin/settings/backup"
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
      >
        <PasswordField
          name="passphrase"
          label="Passphrase"
          autoComplete="new-password"
          minLength={BACKUP_PASSPHRASE_MIN}
          hint={`At least ${BACKUP_PASSPHRASE_MIN} characters, for example four random words`}
        />
        <PasswordField
          name="repeated"
          label="Repeat the passphrase"
          autoComplete="new-password"
          minLength={BACKUP_PASSPHRASE_MIN}
          hint={null}
        />
        <DialogFooter error={error}>Download Backup</DialogFooter>
      </form>
    </Dialog>
  );
}
