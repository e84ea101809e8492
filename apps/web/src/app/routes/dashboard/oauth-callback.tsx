import { useParams } from 'react-router';
import { OAuthCallback } from '../../../features/connected-accounts';

/** /dashboard/oauth/:platform/callback: the redirect URI registered with LinkedIn and X. */
export default function OAuthCallbackPage() {
  const { platform = '' } = useParams();
  return <OAuthCallback platform={platform} />;
}
