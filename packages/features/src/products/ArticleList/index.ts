export { ArticleList } from './ArticleList.tsx';
