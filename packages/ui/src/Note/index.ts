export { Note } from './Note.tsx';
