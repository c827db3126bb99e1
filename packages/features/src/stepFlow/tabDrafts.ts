/**
 * What the flows keep in the tab while a client types and confirms (docs/RULES.md#steps-and-drafts),
 * by what its keys start with: the drafts (each flow's test holds its key to it), what is typed, the
 * writes' keys, the confirmation codes and their proofs. Written here, where the tab's drafts are
 * forgotten, and nothing imported: the frame calls it on every signed-in page.
 */
export const flowDraftPrefix = 'portal.draft.';
export const typingPrefix = 'portal.typing.';
export const writeKeysPrefix = 'portal.write-keys.';
export const confirmationCodePrefix = 'confirmation-code:';

export const tabDraftPrefixes = [
  flowDraftPrefix,
  typingPrefix,
  writeKeysPrefix,
  confirmationCodePrefix,
] as const;

const ownerKey = 'portal.tab-drafts-owner';

/**
 * The flows' drafts belong to whom they were typed for: when another person signs in in this tab,
 * or an administrator acts for another client, they start with none (a session that ended and the
 * same person signing in again keeps them all). `owner` is who the portal acts for now.
 */
export function keepTabDraftsFor(storage: Storage, owner: string): void {
  try {
    const previous = storage.getItem(ownerKey);
    if (previous !== null && previous !== owner) {
      const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
      for (const key of keys)
        if (key && tabDraftPrefixes.some((prefix) => key.startsWith(prefix))) storage.removeItem(key);
    }
    storage.setItem(ownerKey, owner);
  } catch {
    // Storage refused: the drafts live in memory only, and go with the page.
  }
}
