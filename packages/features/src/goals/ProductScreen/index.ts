export { ProductScreen } from './ProductScreen.tsx';
