export { monthName, StatementList, type StatementListProps } from './StatementList.tsx';
