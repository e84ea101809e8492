import { getApiBase } from '../shared/settings';

/** Opens a page of the web app (same origin as the API) in a new tab. */
export async function openWebApp(path: string) {
  await chrome.tabs.create({ url: `${await getApiBase()}${path}` });
}
