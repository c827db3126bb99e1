export { ProductOverview, type ProductOverviewProps } from './ProductOverview.tsx';
