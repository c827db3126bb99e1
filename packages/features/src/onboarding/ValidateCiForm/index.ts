export { ValidateCiForm, validateCiSchema } from './ValidateCiForm.tsx';
