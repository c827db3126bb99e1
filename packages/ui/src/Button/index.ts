export { tone as buttonTone } from './Button.css.ts';
export { Button, type ButtonProps } from './Button.tsx';
