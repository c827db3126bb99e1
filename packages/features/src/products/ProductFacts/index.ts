export { ProductFacts, type ProductFactsProps } from './ProductFacts.tsx';
