export { Select, type SelectProps } from './Select.tsx';
