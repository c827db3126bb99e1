export { DescriptionList, type DescriptionRow } from './DescriptionList.tsx';
export { FactGrid } from './FactGrid.tsx';
