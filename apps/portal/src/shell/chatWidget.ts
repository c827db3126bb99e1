import { pageCspNonce, type RuntimeConfig } from '@portal/platform';
import { createContext, useContext } from 'react';

/** Where "Escríbenos" leads: a provider's widget (config.json `chat`), or the portal's own panel. */
export type ChatIntegration = { kind: 'panel' } | { kind: 'provider'; scriptUrl: string };

export function chatIntegrationOf(config: Pick<RuntimeConfig, 'chat'>): ChatIntegration {
  return config.chat ? { kind: 'provider', scriptUrl: config.chat.scriptUrl } : { kind: 'panel' };
}

export const ChatIntegrationContext = createContext<ChatIntegration>({ kind: 'panel' });
export const useChatIntegration = () => useContext(ChatIntegrationContext);

/** The event a provider's loader listens for to open its widget (the integration contract). */
export const openChatEvent = 'portal:open-chat';

const loading = new Map<string, Promise<void>>();

/**
 * Adds the provider's script once (the CSP allows its origin: scripts/security-headers.mjs) and resolves when it
 * has run; a failed load can be tried again. The page's CSP nonce, when there is one, goes with it.
 */
export function loadChatScript(scriptUrl: string, doc: Document = document): Promise<void> {
  const known = loading.get(scriptUrl);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    const nonce = pageCspNonce(doc);
    if (nonce) script.nonce = nonce;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(scriptUrl);
      script.remove();
      reject(new Error(`The chat provider's script did not load: ${scriptUrl}`));
    };
    doc.head.append(script);
  });
  loading.set(scriptUrl, promise);
  return promise;
}
