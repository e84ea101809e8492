import { Window } from 'happy-dom';

/** A saved page parsed by happy-dom with scripts, styles and navigation off (tests and bench only). */
export const loadPage = (html: string, url: string): { document: Document; close: () => Promise<void> } => {
  const window = new Window({
    url,
    settings: {
      disableJavaScriptEvaluation: true,
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
      disableIframePageLoading: true,
      disableComputedStyleRendering: true,
      navigation: { disableMainFrameNavigation: true, disableChildFrameNavigation: true },
    },
  });
  const parsed = new window.DOMParser().parseFromString(html, 'text/html');
  return { document: parsed as unknown as Document, close: () => window.happyDOM.close() };
};
