/**
 * Calls `onChange` after the page's URL or DOM changes, including pushState navigations of the
 * sites' single-page apps (a content script cannot see the page's own history calls, so it watches
 * the Navigation API where present and the DOM otherwise). Calls are batched to one per frame.
 */
export function watchNavigation(win: Window, onChange: () => void): () => void {
  let scheduled = false;
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    win.setTimeout(() => {
      scheduled = false;
      onChange();
    }, 50);
  };
  const observer = new MutationObserver(schedule);
  observer.observe(win.document.documentElement, { childList: true, subtree: true });
  win.addEventListener('popstate', schedule);
  const navigation = (win as Window & { navigation?: EventTarget }).navigation;
  navigation?.addEventListener('navigatesuccess', schedule);
  return () => {
    observer.disconnect();
    win.removeEventListener('popstate', schedule);
    navigation?.removeEventListener('navigatesuccess', schedule);
  };
}
