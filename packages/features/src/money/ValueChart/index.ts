export { preloadValueChart, ValueChart, type ValueChartProps } from './ValueChart.tsx';
