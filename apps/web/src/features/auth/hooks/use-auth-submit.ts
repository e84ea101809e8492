import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-client';

export interface AuthSubmitOptions {
  /** Checks every field; false: their messages show and nothing is sent. */
  validate: () => boolean;
  /** Sends the form and acts on the success (toast, navigation…). */
  send: () => Promise<unknown>;
  /** The failure text when the server's answer carries none. */
  fallback: string;
  /** A failure known before the fields are checked (e.g. a reset link without its token): shown, nothing sent. */
  blocked?: () => string | undefined;
  /** Also told of a failure, e.g. to put the server's per-field messages under the fields. */
  onError?: (error: unknown) => void;
}

/**
 * The submit of every auth form: clears the last failure, checks the fields, sends; a failure shows
 * both as the form's banner (`failure`) and as a toast.
 */
export function useAuthSubmit({ validate, send, fallback, blocked, onError }: AuthSubmitOptions) {
  const [failure, setFailure] = useState<string | null>(null);
  const fail = (text: string) => {
    setFailure(text);
    toast.error(text);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const reason = blocked?.();
    if (reason) return fail(reason);
    if (!validate()) return;
    try {
      await send();
    } catch (error) {
      onError?.(error);
      fail(errorMessage(error, fallback));
    }
  };
  return { submit, failure };
}
