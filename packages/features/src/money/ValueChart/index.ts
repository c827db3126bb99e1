export { ValueChart, type ValueChartProps } from './ValueChart.tsx';
