export { InboxPanel } from './InboxPanel.tsx';
