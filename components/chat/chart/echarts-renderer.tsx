import { BarChart, HeatmapChart, LineChart, PieChart, ScatterChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import { init, use as registerParts } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { ChartOption } from './chart-option';

// Only the charts and components chart-option.ts writes options for: the rest of echarts stays out.
// SVG keeps text crisp at any zoom and needs no canvas; large series are sampled by the option itself.
registerParts([
  LineChart,
  BarChart,
  PieChart,
  ScatterChart,
  HeatmapChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapComponent,
  SVGRenderer,
]);

interface EChartsViewProps {
  option: ChartOption;
  dark: boolean;
  /** The chart's accessible name (a title or the SQL's chart type). */
  label: string;
}

/** One echarts instance in a box that follows its container's width; loaded only when a chart is drawn. */
export default function EChartsView({ option, dark, label }: EChartsViewProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // A new instance on a theme change: echarts themes apply at init only.
    const chart = init(element, dark ? 'dark' : undefined, { renderer: 'svg' });
    chart.setOption(option);
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [option, dark]);

  return <div ref={box} role="img" aria-label={label} data-testid="echarts-view" className="h-72 w-full" />;
}
