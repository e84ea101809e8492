import { type AccountHealth, SOCIAL_MESSAGES, SOCIAL_PLATFORMS, type SocialPlatform } from '@pp/contract';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { notify } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useConnectedAccounts } from '../../../session';
import { useDisconnectAccount } from '../api/disconnect-account';
import { useStartConnect } from '../api/start-connect';
import { MetaPageChoice } from './meta-page-choice';

const NAMES: Record<SocialPlatform, string> = {
  linkedin: 'LinkedIn',
  twitter: 'X',
  facebook: 'Facebook Page & Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

/** What each state of a connection asks of the agent (connected asks nothing). */
const HEALTH_NOTES: Record<Exclude<AccountHealth, 'connected'>, string> = {
  expiring: 'This connection ends soon. Reconnect to keep scheduled posts going.',
  expired: 'This connection has ended. Reconnect to publish again.',
  revoked: 'This connection was removed on the platform. Reconnect to publish again.',
};

/** Connect LinkedIn, X and Facebook/Instagram once, to publish and schedule posts through their APIs. */
export function ConnectedAccountsCard() {
  const accounts = useConnectedAccounts();
  const connect = useStartConnect();
  const disconnect = useDisconnectAccount();
  const onConnect = (platform: SocialPlatform) =>
    connect.mutate(platform, {
      onError: (e) => notify.error(errorMessage(e, SOCIAL_MESSAGES.connectFailed)),
    });
  const onDisconnect = (platform: SocialPlatform) =>
    disconnect.mutate(platform, {
      onSuccess: () => notify.success(SOCIAL_MESSAGES.disconnected),
      onError: (e) => notify.error(errorMessage(e, SOCIAL_MESSAGES.connectFailed)),
    });

  return (
    <Card className="p-6 focus:outline-none" id="connected-accounts" tabIndex={-1}>
      <h2 className="mb-1 text-lg font-semibold text-slate-900">Connected accounts</h2>
      <p className="mb-5 text-sm text-slate-600">
        Connect LinkedIn, X, Facebook (for your Page and Instagram), YouTube and TikTok once to publish or
        schedule posts from Property Promoter.
      </p>
      <ul className="divide-y divide-slate-100">
        {SOCIAL_PLATFORMS.map((platform) => {
          const account = accounts.data?.find((a) => a.platform === platform);
          return (
            <li
              key={platform}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
              data-testid={`account-${platform}`}
            >
              <div>
                <p className="font-medium text-slate-900">{NAMES[platform]}</p>
                {account ? (
                  <p className="text-sm text-slate-600">
                    Connected as {account.account_name}
                    {account.expires_at && ` · expires ${new Date(account.expires_at).toLocaleDateString()}`}
                  </p>
                ) : (
                  <p className="text-sm text-slate-500">Not connected</p>
                )}
                {account && account.health !== 'connected' && (
                  <p role="alert" className="text-sm text-amber-700" data-health={account.health}>
                    {HEALTH_NOTES[account.health]}
                  </p>
                )}
                {account?.platform === 'facebook' && account.health === 'connected' && (
                  <MetaPageChoice account={account} />
                )}
              </div>
              <div className="flex gap-2">
                {(!account || account.needs_reconnect) && (
                  <Button type="button" onClick={() => onConnect(platform)} disabled={connect.isPending}>
                    {account ? 'Reconnect' : `Connect ${NAMES[platform]}`}
                  </Button>
                )}
                {account && (
                  <Button
                    type="button"
                    variant="secondary"
                    onClick={() => onDisconnect(platform)}
                    disabled={disconnect.isPending}
                  >
                    Disconnect
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
