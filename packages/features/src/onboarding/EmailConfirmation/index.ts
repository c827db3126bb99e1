export { EmailConfirmation } from './EmailConfirmation.tsx';
