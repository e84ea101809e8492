import {
  MESSAGES,
  POST_LANGUAGE_LABELS,
  POST_LANGUAGES,
  type PostLanguage,
  type TCurrentUser,
} from '@pp/contract';
import { type ChangeEvent, useState } from 'react';
import { Card } from '../../../components/ui/card';
import { inputClasses } from '../../../components/ui/form-field';
import { notify } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useUpdateProfile } from '../api/update-profile';

/**
 * The language new posts start in (issue 26): agents in Texas, Florida and California post in both.
 * Each post may still choose the other in the side panel. Saved as soon as it is chosen: one choice
 * needs no save button.
 */
export function PostLanguageCard({ user }: { user: TCurrentUser }) {
  const [language, setLanguage] = useState<PostLanguage>(user.default_language);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateProfile();

  const onChange = (e: ChangeEvent<HTMLSelectElement>) => {
    const next = e.target.value as PostLanguage;
    const before = language;
    setLanguage(next);
    setError(null);
    update.mutate(
      { name: user.full_name, username: user.username, default_language: next },
      {
        onSuccess: () => notify.success('Default post language saved'),
        onError: (err) => {
          // The stored choice shows again: what is shown is what is stored.
          setLanguage(before);
          const message =
            err instanceof ApiError ? (err.errors.default_language ?? err.message) : MESSAGES.unexpectedError;
          setError(message);
          notify.error(message);
        },
      },
    );
  };

  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">Post language</h2>
      <p className="mt-1 mb-5 text-sm text-slate-600">
        The language your drafts start in. You can switch any single post in the side panel.
      </p>
      <label htmlFor="default-language" className="mb-1 block text-sm font-medium text-slate-700">
        Default post language
      </label>
      <select
        id="default-language"
        value={language}
        onChange={onChange}
        disabled={update.isPending}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'default-language-error' : undefined}
        className={inputClasses(Boolean(error))}
      >
        {POST_LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {POST_LANGUAGE_LABELS[l]}
          </option>
        ))}
      </select>
      {error ? (
        <p id="default-language-error" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </Card>
  );
}
