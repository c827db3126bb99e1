export { Field, type FieldControlProps, type FieldProps } from './Field.tsx';
