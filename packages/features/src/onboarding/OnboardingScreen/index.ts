export { OnboardingScreen } from './OnboardingScreen.tsx';
