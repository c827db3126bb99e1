export { StatementList, type StatementListProps } from './StatementList.tsx';
