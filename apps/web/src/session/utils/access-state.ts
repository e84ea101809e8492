import {
  type AccessFields,
  accessBadge,
  hasDashboardAccess,
  isOnTrial,
  isSubscribed,
  remainingDays,
  type TCurrentUser,
  totalCredits,
} from '@pp/contract';

export interface AccessState {
  isSubscribed: boolean;
  isTrial: boolean;
  hasAccess: boolean;
  remainingDays: number;
  /** 'Expired', 'N day(s) left' or 'Trial: N day(s) left'. */
  badge: string;
  credits: number;
  /** Spec §3 spells it isUsedTrail. */
  isUsedTrail: boolean;
}

/** The account state of PRODUCT.md §3/§4, derived from the current user with the contract's rules. */
export function accessStateOf(
  user: AccessFields & Pick<TCurrentUser, 'addons' | 'has_used_trial'>,
  now = new Date(),
): AccessState {
  return {
    isSubscribed: isSubscribed(user, now),
    isTrial: isOnTrial(user, now),
    hasAccess: hasDashboardAccess(user, now),
    remainingDays: remainingDays(user, now),
    badge: accessBadge(user, now),
    credits: totalCredits(user.addons),
    isUsedTrail: user.has_used_trial,
  };
}

/** Whether the user may use the dashboard right now (active subscription or trial). */
export const hasAccessNow = (user: AccessFields) => hasDashboardAccess(user, new Date());
