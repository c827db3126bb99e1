export { TextField, type TextFieldProps } from './TextField.tsx';
