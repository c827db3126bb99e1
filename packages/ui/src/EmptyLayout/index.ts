export { EmptyLayout } from './EmptyLayout.tsx';
