/** Spec §2 top navigation: everyone sees these; Dashboard is added for signed-in users. */
export const PUBLIC_NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/contact-us', label: 'Contact' },
] as const;

export const DASHBOARD_LINK = { to: '/dashboard', label: 'Dashboard' } as const;

export const navLinksFor = (signedIn: boolean) =>
  signedIn ? [...PUBLIC_NAV_LINKS, DASHBOARD_LINK] : [...PUBLIC_NAV_LINKS];
