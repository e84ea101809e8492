import { SOCIAL_MESSAGES, SOCIAL_PLATFORMS, type SocialPlatform } from '@pp/contract';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useFinishConnect } from '../api/finish-connect';

/**
 * The fixed redirect page of both platforms: hands code and state to the API (once: the state is
 * single use, and React's development double effect must not spend it twice), then back to the profile.
 */
export function OAuthCallback({ platform }: { platform: string }) {
  const known = (SOCIAL_PLATFORMS as readonly string[]).includes(platform)
    ? (platform as SocialPlatform)
    : 'linkedin';
  const finish = useFinishConnect(known);
  const navigate = useNavigate();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const params = new URLSearchParams(window.location.search);
    const code = params.get('code');
    const state = params.get('state');
    const back = () => navigate('/dashboard/profile', { replace: true });
    if (!code || !state || known !== platform) {
      notify.error(SOCIAL_MESSAGES.connectFailed);
      back();
      return;
    }
    finish.mutate(
      { code, state },
      {
        onSuccess: () => notify.success(SOCIAL_MESSAGES.connected),
        onError: (e) => notify.error(errorMessage(e, SOCIAL_MESSAGES.connectFailed)),
        onSettled: back,
      },
    );
  }, [finish, known, navigate, platform]);
  return (
    <div className="flex items-center gap-3 p-6 text-slate-700">
      <Spinner /> Connecting your account…
    </div>
  );
}
