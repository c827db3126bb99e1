export { Item, ItemList, itemLink } from './ItemList.tsx';
