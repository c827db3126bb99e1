export { EmailAddress } from './EmailAddress.tsx';
