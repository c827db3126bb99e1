export * from './ChatPanel.tsx';
