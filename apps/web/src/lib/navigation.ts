/**
 * Client-side navigation for code outside React (the API client's session-expired path). A
 * component inside the router registers its navigate function; before that, a full page load.
 */
type Navigate = (to: string) => void;
let navigator: Navigate | undefined;

export function setNavigator(fn: Navigate | undefined) {
  navigator = fn;
}

export function navigateTo(to: string) {
  if (navigator) navigator(to);
  else window.location.assign(to);
}
