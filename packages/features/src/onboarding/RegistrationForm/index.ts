export { RegistrationForm } from './RegistrationForm.tsx';
