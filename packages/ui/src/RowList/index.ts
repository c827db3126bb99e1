export { Row, RowFigures, RowList, RowText } from './RowList.tsx';
