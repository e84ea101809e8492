/** A connected account and a working access token for it: what every call to X or LinkedIn needs. */
export interface AccountAccess {
  accountId: string;
  accessToken: string;
}
