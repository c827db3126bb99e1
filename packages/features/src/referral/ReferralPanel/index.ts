export { ReferralPanel } from './ReferralPanel.tsx';
