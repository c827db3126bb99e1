export { DataState, type DataStateKind, type DataStateProps } from './DataState.tsx';
