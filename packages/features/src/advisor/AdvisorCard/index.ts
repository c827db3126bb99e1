export { AdvisorCard } from './AdvisorCard.tsx';
