export { InboxButton } from './InboxButton.tsx';
