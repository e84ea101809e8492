import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextareaField } from '../../../components/ui/form-field';
import { errorMessage, fieldErrors } from '../../../lib/api-client';

export interface ReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  pending: boolean;
  error: unknown;
  /** Fields of the action itself, above the reason. */
  children?: ReactNode;
  /** The action with the reason typed; the dialog closes when it resolves. */
  onConfirm: (reason: string) => Promise<unknown>;
}

/** Every console action asks why: the reason goes into the operators' audit log as written. */
export function ReasonDialog(props: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const errors = fieldErrors(props.error);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await props.onConfirm(reason.trim());
      setReason('');
      props.onOpenChange(false);
    } catch {
      // Shown below from `error`.
    }
  };
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.title}
      description={props.description}
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        {props.children}
        <TextareaField
          label="Reason (kept in the audit log)"
          rows={3}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={errors.reason}
          placeholder="e.g. Ticket #4521: charged twice"
        />
        {props.error && !errors.reason ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(props.error, 'That did not work')}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => props.onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant={props.destructive ? 'destructive' : 'primary'}
            loading={props.pending}
            disabled={reason.trim().length < 3}
          >
            {props.confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
