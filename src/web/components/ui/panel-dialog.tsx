import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type ReactNode, useRef } from 'react';

const WIDTHS = { md: 'max-w-2xl', lg: 'max-w-3xl', xl: 'max-w-4xl' } as const;

interface PanelDialogProps {
  open?: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read out with the title; hidden from sight when `describeVisibly` is false. */
  description: ReactNode;
  describeVisibly?: boolean;
  width?: keyof typeof WIDTHS;
  /** Start the keyboard in the first field rather than on Close: for a form, which is filled in. */
  focusFirstField?: boolean;
  children: ReactNode;
}

const FIELDS =
  'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/**
 * The shop's modal panel: a titled, described dialog with a Close button, scrolling within the
 * screen on a phone as on a desktop. Forms, the roster and the e-mail preview sit in it. Most
 * open from a button of their own rather than a Radix trigger, so the panel itself gives focus
 * back to whatever had it when it opened, where the keyboard left off.
 */
export function PanelDialog({
  open = true,
  onOpenChange,
  title,
  description,
  describeVisibly = true,
  width = 'md',
  focusFirstField = false,
  children,
}: PanelDialogProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
            const field = focusFirstField
              ? (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(FIELDS)
              : null;
            if (!field) return;
            event.preventDefault();
            field.focus();
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[calc(100%-1rem)] ${WIDTHS[width]} -translate-x-1/2 -translate-y-1/2 space-y-4 overflow-y-auto rounded-xl bg-white p-4 shadow-xl focus:outline-none sm:p-6`}
        >
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <Dialog.Title className="text-xl font-bold break-words">{title}</Dialog.Title>
              <Dialog.Description
                className={describeVisibly ? 'text-sm break-words text-stone-600' : 'sr-only'}
              >
                {description}
              </Dialog.Description>
            </div>
            <Dialog.Close aria-label="Close" className="rounded-md p-1 hover:bg-stone-100">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
