/**
 * Tells the company's mobile app (when the portal runs inside its webview) about sign-in changes.
 *
 * Message format: a JSON string `{"source":"client-portal","type":"logged-in"|"logged-out","reason"?:string}`
 * posted to whichever bridge the host app injected:
 *   - React Native WebView: window.ReactNativeWebView.postMessage(string)
 *   - iOS WKWebView:        window.webkit.messageHandlers.portal.postMessage(string)
 *   - Android WebView:      window.PortalAndroid.postMessage(string)
 * In a normal browser none exists and nothing happens.
 */
export type WebviewEvent = { type: 'logged-in' } | { type: 'logged-out'; reason: string };

interface PostTarget {
  postMessage(message: string): void;
}

export interface WebviewHost {
  ReactNativeWebView?: PostTarget;
  webkit?: { messageHandlers?: { portal?: PostTarget } };
  PortalAndroid?: PostTarget;
}

export function webviewTarget(host: WebviewHost): PostTarget | undefined {
  return host.ReactNativeWebView ?? host.webkit?.messageHandlers?.portal ?? host.PortalAndroid;
}

/** Posts the event to the host app; returns whether a host app was there to hear it. */
export function tellWebview(event: WebviewEvent, host: WebviewHost = globalThis as WebviewHost): boolean {
  const target = webviewTarget(host);
  if (!target) return false;
  target.postMessage(JSON.stringify({ source: 'client-portal', ...event }));
  return true;
}
