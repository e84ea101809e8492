import {
  ADDON_KEYS,
  type AddonKey,
  accessBadge,
  isOnTrial,
  isSubscribed,
  type TCurrentUser,
  totalCredits,
} from '@pp/contract';
import type { SessionView } from '../common/messages';
import { ExternalIcon } from '../ui/icons';
import { openWebApp } from '../ui/links';

const CREDIT_LABELS: Record<AddonKey, string> = {
  promote_to_facebook_marketplace: 'Marketplace',
  promote_to_linkedin: 'LinkedIn',
  promote_to_twitter: 'X',
  reel_generation: 'Reels',
};
const CREDIT_KEYS: Record<AddonKey, string> = {
  promote_to_facebook_marketplace: 'facebook_marketplace',
  promote_to_linkedin: 'linkedin',
  promote_to_twitter: 'twitter',
  reel_generation: 'reel_generation',
};

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

function PlanBadge({ user }: { user: TCurrentUser }) {
  const text = accessBadge(user);
  const tone =
    text === 'Expired'
      ? 'badge-danger'
      : isSubscribed(user)
        ? 'badge-success'
        : isOnTrial(user)
          ? 'badge-brand'
          : '';
  return (
    <span className={`badge ${tone}`} data-testid="plan-badge">
      {text}
    </span>
  );
}

/** Signed in: who, which plan, credits per platform, and the way to the dashboard and pricing. */
export function AccountCard({ session }: { session: SessionView }) {
  const user = session.user;
  return (
    <>
      <div className="user">
        <div className="avatar">
          {user?.profile_picture_url ? (
            <img src={user.profile_picture_url} alt="" />
          ) : (
            initials(user?.full_name || session.email)
          )}
        </div>
        <div style={{ minWidth: 0, flex: 1 }}>
          <p className="user-name">{user?.full_name || user?.username || session.email}</p>
          <p className="user-email">{session.email}</p>
        </div>
        {user && <PlanBadge user={user} />}
      </div>
      {user ? (
        <section aria-label="Credits">
          <p className="hint" style={{ marginBottom: 6 }}>
            {user.package_name ?? 'Credits'} · {totalCredits(user.addons)} credits left
          </p>
          <div className="credits">
            {ADDON_KEYS.map((key) => (
              <div className="credit" key={key} data-platform={CREDIT_KEYS[key]}>
                <b>{user.addons[key]}</b>
                <span>{CREDIT_LABELS[key]}</span>
              </div>
            ))}
          </div>
        </section>
      ) : (
        <p className="alert alert-info">
          Your account details could not be loaded. Check the server address in Options.
        </p>
      )}
      <div className="links">
        <button type="button" className="btn btn-secondary" onClick={() => void openWebApp('/dashboard')}>
          Dashboard <ExternalIcon />
        </button>
        <button type="button" className="btn btn-primary" onClick={() => void openWebApp('/pricing')}>
          Pricing <ExternalIcon />
        </button>
      </div>
      <ol className="how">
        <li>Open a home on Zillow, Realtor.com, Trulia or Redfin.</li>
        <li>Click the blue Property Promoter button under the address.</li>
      </ol>
    </>
  );
}
