import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';

const WIDTHS = { md: 'max-w-2xl', lg: 'max-w-3xl', xl: 'max-w-4xl' } as const;

interface PanelDialogProps {
  open?: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read out with the title; hidden from sight when `describeVisibly` is false. */
  description: ReactNode;
  describeVisibly?: boolean;
  width?: keyof typeof WIDTHS;
  children: ReactNode;
}

/**
 * The shop's modal panel: a titled, described dialog with a Close button, scrolling within the
 * screen on a phone as on a desktop. Forms, the roster and the e-mail preview sit in it.
 */
export function PanelDialog({
  open = true,
  onOpenChange,
  title,
  description,
  describeVisibly = true,
  width = 'md',
  children,
}: PanelDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
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
