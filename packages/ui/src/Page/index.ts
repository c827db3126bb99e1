export { Card, type CardProps, Page, PageFrame, type PageFrameProps, type PageProps } from './Page.tsx';
