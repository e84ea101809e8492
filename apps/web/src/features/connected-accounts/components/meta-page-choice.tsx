import { SOCIAL_MESSAGES, type TConnectedAccount } from '@pp/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useFacebookPages } from '../../../session';
import { useChoosePage, useInstagramLimit } from '../api/facebook-pages';

/**
 * After Facebook Login: the Pages the agent manages, each with the Instagram professional account
 * linked to it. A Page with none can still take Page posts; the note says what to change so
 * Instagram works too (a personal Instagram account cannot publish through the API).
 */
export function MetaPageChoice({ account }: { account: TConnectedAccount }) {
  const [open, setOpen] = useState(!account.page);
  const pages = useFacebookPages(open);
  const choose = useChoosePage();
  const limit = useInstagramLimit(!!account.page?.instagram);
  const onChoose = (pageId: string) =>
    choose.mutate(pageId, {
      onSuccess: () => {
        notify.success(SOCIAL_MESSAGES.pageChosen);
        setOpen(false);
      },
      onError: (e) => notify.error(errorMessage(e, SOCIAL_MESSAGES.pageNotManaged)),
    });

  return (
    <div className="mt-2 space-y-2 text-sm" data-testid="meta-page-choice">
      {account.page && (
        <p className="text-slate-600">
          Publishing to the Page <strong>{account.page.name}</strong>
          {account.page.instagram
            ? ` and Instagram @${account.page.instagram.username}`
            : ' (no Instagram professional account linked)'}
          {!open && (
            <Button type="button" variant="secondary" className="ml-2" onClick={() => setOpen(true)}>
              Change Page
            </Button>
          )}
        </p>
      )}
      {account.page && !account.page.instagram && (
        <p role="note" className="text-amber-700">
          {SOCIAL_MESSAGES.instagramNotProfessional}
        </p>
      )}
      {limit.data?.reached && (
        <p role="alert" className="text-amber-700">
          {SOCIAL_MESSAGES.instagramLimitReached(limit.data.quota_usage, limit.data.quota_total)}
        </p>
      )}
      {open && (
        <fieldset className="space-y-2">
          <legend className="font-medium text-slate-900">Choose the Facebook Page to publish to</legend>
          {pages.isLoading && <p className="text-slate-500">Loading your Pages…</p>}
          {pages.isError && <p role="alert">{errorMessage(pages.error, SOCIAL_MESSAGES.connectFailed)}</p>}
          {pages.data?.length === 0 && <p>Facebook shows no Page you manage.</p>}
          <ul className="space-y-2">
            {pages.data?.map((page) => (
              <li
                key={page.id}
                className="flex flex-wrap items-center justify-between gap-2"
                data-testid="meta-page"
              >
                <span>
                  <span className="font-medium">{page.name}</span>
                  <span className="block text-slate-600">
                    {page.instagram
                      ? `Instagram: @${page.instagram.username}`
                      : 'Instagram: no professional account linked (Page posts only)'}
                  </span>
                </span>
                <Button type="button" onClick={() => onChoose(page.id)} disabled={choose.isPending}>
                  Use {page.name}
                </Button>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </div>
  );
}
