export { ProductCatalogue, type ProductCatalogueProps } from './ProductCatalogue.tsx';
