import { instagramLimitLine, SOCIAL_MESSAGES } from '@pp/contract';
import { useEffect } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useFacebookPages } from '../../../session';
import { usePageInstagramLimit } from '../api/get-page-instagram-limit';
import { useDefaultPageId } from '../api/get-post-accounts';

const field = 'mt-1 block w-full rounded-md border border-slate-300 p-2';

/**
 * The Facebook Page this post goes to (issue 27): one of the Pages the agent manages, the connection's
 * Page chosen to start with; choosing another changes this post only. For Instagram the Page's linked
 * professional account publishes, so its publishing limit is read and said when it is reached.
 */
export function PostPageField({
  instagram,
  value,
  onChange,
  error,
}: {
  instagram: boolean;
  value: string;
  onChange: (pageId: string) => void;
  error?: string | undefined;
}) {
  const pages = useFacebookPages(true);
  const fallback = useDefaultPageId(true);
  // The connection's Page is the starting choice, once it is known.
  useEffect(() => {
    if (!value && fallback.data) onChange(fallback.data);
  }, [value, fallback.data, onChange]);
  const chosen = pages.data?.find((p) => p.id === value);
  const limit = usePageInstagramLimit(value, instagram && !!chosen?.instagram);
  return (
    <div className="space-y-1" data-testid="post-page">
      <label className="block text-sm font-medium text-slate-800">
        Facebook Page
        <select name="page_id" value={value} onChange={(e) => onChange(e.target.value)} className={field}>
          <option value="">{pages.isLoading ? 'Loading your Pages…' : 'Choose the Page'}</option>
          {pages.data?.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
              {p.instagram ? ` (Instagram @${p.instagram.username})` : ' (no Instagram professional account)'}
            </option>
          ))}
        </select>
        {error && <span className="text-sm text-red-700">{error}</span>}
      </label>
      {pages.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(pages.error, SOCIAL_MESSAGES.connectFailed)}
        </p>
      )}
      {instagram && chosen && !chosen.instagram && (
        <p role="note" className="text-sm text-amber-700">
          {SOCIAL_MESSAGES.instagramNotProfessional}
        </p>
      )}
      {instagram && limit.data && (
        <p
          role={limit.data.reached ? 'alert' : undefined}
          className={`text-sm ${limit.data.reached ? 'text-amber-700' : 'text-slate-600'}`}
          data-testid="instagram-limit"
        >
          {instagramLimitLine(limit.data)}
        </p>
      )}
    </div>
  );
}
