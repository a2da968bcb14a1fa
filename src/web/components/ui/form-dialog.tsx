import type { FormEventHandler, ReactNode } from 'react';
import { Button } from './button.tsx';
import { PanelDialog } from './panel-dialog.tsx';

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** A dialog holding a form, with Cancel and the form's own submit button. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  submitLabel,
  submitting,
  onSubmit,
  children,
}: FormDialogProps) {
  return (
    <PanelDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description="Fill in the fields and save."
      describeVisibly={false}
      focusFirstField
    >
      <form
        noValidate
        onSubmit={(event) => (submitting ? event.preventDefault() : onSubmit(event))}
        className="space-y-4"
      >
        {children}
        <div className="flex justify-end gap-2 border-t border-stone-200 pt-4">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          {/* Busy, not disabled, while saving: a refusal shows above the buttons and the
              keyboard is still where it left off. */}
          <Button type="submit" busy={submitting}>
            {submitting ? 'Saving...' : submitLabel}
          </Button>
        </div>
      </form>
    </PanelDialog>
  );
}
