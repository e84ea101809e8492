import {
  Building2,
  CreditCard,
  LayoutDashboard,
  type LucideIcon,
  Receipt,
  ShieldCheck,
  Tag,
  UserRound,
  Video,
} from 'lucide-react';

export interface SidebarLink {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Only the exact path is active (the overview is the parent of every other page). */
  end?: boolean;
}

/** Spec §2 sidebar, in order; Logout follows as a button. */
export const SIDEBAR_LINKS: SidebarLink[] = [
  { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard, end: true },
  { label: 'My listings', to: '/dashboard/listings', icon: Building2 },
  { label: 'Contents', to: '/dashboard/create-reel', icon: Video },
  { label: 'Pricing', to: '/dashboard/pricing', icon: Tag },
  { label: 'Profile', to: '/dashboard/profile', icon: UserRound },
  { label: 'Subscriptions', to: '/dashboard/subscriptions', icon: CreditCard },
  { label: 'Transactions', to: '/dashboard/transactions', icon: Receipt },
];

/** Shown to support and admin only (the API answers 403 to anyone else anyway). */
export const OPERATOR_LINKS: SidebarLink[] = [
  { label: 'Operator console', to: '/dashboard/operator', icon: ShieldCheck },
];
