export { Heading, Text, type TextProps } from './Text.tsx';
