/**
 * Another tab renewed (it stored a new user) or signed out (it removed the user): storage events
 * on the shared user key tell this tab. Returns the function that stops listening.
 */
export function listenToOtherTabs(options: {
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  storage: Storage;
  userStoreKey: string;
  onSignedOut: () => void;
  onRenewed: () => void;
}): () => void {
  const listener = (event: StorageEvent) => {
    if (event.storageArea !== options.storage || event.key !== options.userStoreKey) return;
    if (event.newValue === null) options.onSignedOut();
    else options.onRenewed();
  };
  options.target.addEventListener('storage', listener);
  return () => options.target.removeEventListener('storage', listener);
}
