export { IconCircle } from './IconCircle.tsx';
