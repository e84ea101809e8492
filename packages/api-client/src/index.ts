export {
  createSessionClient,
  type RefreshCredentials,
  type SessionClient,
  type SessionClientOptions,
  type SessionRequest,
  type TokenStore,
} from './session-client';
