/** Google Identity Services, loaded from Google only when a client id is configured (build time). */
const GSI_SRC = 'https://accounts.google.com/gsi/client';

interface TokenResponse {
  access_token?: string;
  error?: string;
  error_description?: string;
}
interface GoogleOAuth2 {
  initTokenClient(config: {
    client_id: string;
    scope: string;
    callback: (response: TokenResponse) => void;
    error_callback?: (error: { type: string; message?: string }) => void;
  }): { requestAccessToken(): void };
}
declare global {
  interface Window {
    google?: { accounts?: { oauth2?: GoogleOAuth2 } };
  }
}

export const googleClientId = (): string | undefined => import.meta.env.VITE_GOOGLE_CLIENT_ID || undefined;

let loading: Promise<GoogleOAuth2> | undefined;
function loadGoogleIdentity(): Promise<GoogleOAuth2> {
  loading ??= new Promise<GoogleOAuth2>((resolve, reject) => {
    const ready = () => {
      const oauth2 = window.google?.accounts?.oauth2;
      if (oauth2) resolve(oauth2);
      else reject(new Error('Google Identity Services did not load'));
    };
    if (window.google?.accounts?.oauth2) return ready();
    const script = document.createElement('script');
    script.src = GSI_SRC;
    script.async = true;
    script.onload = ready;
    script.onerror = () => {
      loading = undefined;
      reject(new Error('Google Identity Services could not be reached'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Opens Google's consent popup and resolves with the access token the server will exchange. */
export async function requestGoogleAccessToken(clientId: string): Promise<string> {
  const oauth2 = await loadGoogleIdentity();
  return new Promise((resolve, reject) => {
    const client = oauth2.initTokenClient({
      client_id: clientId,
      scope: 'openid email profile',
      callback: (response) => {
        if (response.access_token) resolve(response.access_token);
        else reject(new Error(response.error_description ?? response.error ?? 'No access token'));
      },
      error_callback: (error) => reject(new Error(error.message ?? error.type)),
    });
    client.requestAccessToken();
  });
}
