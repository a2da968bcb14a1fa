import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { FormEventHandler, ReactNode } from 'react';
import { Button } from './button.tsx';

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
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold">{title}</Dialog.Title>
            <Dialog.Close aria-label="Close" className="rounded-md p-1 hover:bg-stone-100">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Fill in the fields and save.</Dialog.Description>
          <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
            {children}
            <div className="flex justify-end gap-2 border-t border-stone-200 pt-4">
              <Button variant="secondary" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={submitting}>
                {submitting ? 'Saving...' : submitLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
