export { RiskProfilePrompt } from './RiskProfilePrompt.tsx';
