export { DataTable, DataTableCell, type DataTableColumn, DataTableRowHeader } from './DataTable.tsx';
