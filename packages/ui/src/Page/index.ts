export { Card, type CardProps, Page, type PageProps } from './Page.tsx';
