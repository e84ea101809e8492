import { MESSAGES } from '@pp/contract';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField, TextareaField } from '../../../components/ui/form-field';
import { notify } from '../../../components/ui/toast';
import { useFormValues } from '../../../hooks/use-form-values';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSubmitSupportTicket } from '../api/submit-support-ticket';

const EMPTY = { name: '', phone: '', subject: '', message: '' };
type Fields = typeof EMPTY;

export interface SupportTicketDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The signed-in user's name (prefilled, editable) and email (prefilled, read-only). */
  defaultName: string;
  email: string;
}

/** Support Tickets (PRODUCT.md §2, §5, §8): 600 px; name, phone, subject and message required after trimming. */
export function SupportTicketDialog({ open, onOpenChange, defaultName, email }: SupportTicketDialogProps) {
  const {
    values: fields,
    setValues: setFields,
    field,
  } = useFormValues<keyof Fields>({ ...EMPTY, name: defaultName });
  const submit = useSubmitSupportTicket();
  const blank = (Object.keys(EMPTY) as Array<keyof Fields>).some((k) => fields[k].trim() === '');

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (blank || submit.isPending) return;
    const trimmed = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.trim()])) as Fields;
    submit.mutate(
      { ...trimmed, email },
      {
        onSuccess: () => {
          notify.success(MESSAGES.supportTicketSent);
          setFields({ ...EMPTY, name: defaultName });
          onOpenChange(false);
        },
        // A refusal the agent can act on (a 429 says to wait) in the server's words; a server failure
        // in the generic sentence.
        onError: (error) =>
          notify.error(
            error instanceof ApiError && error.status < 500
              ? errorMessage(error, MESSAGES.supportTicketFailed)
              : MESSAGES.supportTicketFailed,
          ),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setFields((f) => ({ ...f, name: f.name || defaultName }));
        onOpenChange(next);
      }}
      title="Support Tickets"
      description="Tell us what you need; we reply within 24 hours on business days."
      width={600}
    >
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Name" required autoComplete="name" {...field('name')} />
          <FormField label="Email" name="email" value={email} readOnly aria-readonly="true" />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Phone" type="tel" required autoComplete="tel" {...field('phone')} />
          <FormField label="Subject" required {...field('subject')} />
        </div>
        <TextareaField label="Message" rows={5} required {...field('message')} />
        <div className="flex justify-end gap-2 pt-1">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={blank} loading={submit.isPending}>
            Submit Ticket
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
