import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Max width of the panel in px (the support dialog is 600, PRODUCT.md §9). */
  width?: number;
  className?: string;
}

/** A centred modal with title, optional description and a close button; focus is trapped and Escape closes it. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  width = 512,
  className,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px]" />
        <RadixDialog.Content
          style={{ maxWidth: width }}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
            'rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-raised)] focus:outline-none',
            className,
          )}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <RadixDialog.Title className="text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1 text-sm text-slate-600">
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            <DialogCloseX
              label="Close"
              className="p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
            />
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The X in a dialog's (or the mobile menu's) corner: closes it; `label` is its accessible name. */
export function DialogCloseX({ label, className }: { label: string; className: string }) {
  return (
    <RadixDialog.Close className={cn('rounded-md', className)} aria-label={label}>
      <X className="size-5" aria-hidden />
    </RadixDialog.Close>
  );
}
