// The connected-accounts feature's public surface.
export { ConnectedAccountsCard } from './components/connected-accounts-card';
export { OAuthCallback } from './components/oauth-callback';
