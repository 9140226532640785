// A screen's chart with Apache ECharts, of which only the parts used are loaded (and only on these screens): bars
// or lines over the periods (a series per key, stacked bars), or a pie of the table's keys.
import type { StatisticsResult } from '@gsis/contract';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

const PIE_SLICES = 8;

function optionFor(kind: 'line' | 'bar' | 'pie', result: StatisticsResult, labels: { other: string; periodLabel: (period: string) => string }): echarts.EChartsCoreOption {
  if (kind === 'pie') {
    const largest = result.rows.slice(0, PIE_SLICES);
    const rest = result.total - largest.reduce((sum, row) => sum + row.events, 0);
    return {
      tooltip: { trigger: 'item', valueFormatter: (v: unknown) => Number(v).toLocaleString() },
      legend: { type: 'scroll', bottom: 0 },
      series: [{
        type: 'pie', radius: ['35%', '65%'], center: ['50%', '45%'], avoidLabelOverlap: true, label: { formatter: '{b}\n{d}%' },
        data: [...largest.map((row) => ({ name: row.detail ? `${row.label} · ${row.detail}` : row.label, value: row.events })), ...(rest > 0 ? [{ name: labels.other, value: rest }] : [])],
      }],
    };
  }
  return {
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => Number(v).toLocaleString() },
    legend: { type: 'scroll', bottom: 0 },
    grid: { left: 8, right: 16, top: 16, bottom: 48, containLabel: true },
    xAxis: { type: 'category', data: result.periods.map(labels.periodLabel), boundaryGap: kind === 'bar' },
    yAxis: { type: 'value', minInterval: 1 },
    series: result.series.map((s) => ({ type: kind, name: s.label, data: s.counts, ...(kind === 'bar' ? { stack: 'all' } : { smooth: true, showSymbol: result.periods.length < 40 }) })),
  };
}

export function StatChart({ kind, result, labels, ariaLabel }: {
  kind: 'line' | 'bar' | 'pie'; result: StatisticsResult; ariaLabel: string;
  labels: { other: string; periodLabel: (period: string) => string };
}) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    if (!element.current) return;
    const made = echarts.init(element.current, undefined, { renderer: 'canvas' });
    chart.current = made;
    const resize = new ResizeObserver(() => made.resize());
    resize.observe(element.current);
    return () => { resize.disconnect(); made.dispose(); chart.current = null; };
  }, []);

  useEffect(() => {
    chart.current?.setOption(optionFor(kind, result, labels), { notMerge: true });
  }, [kind, result, labels]);

  return <div ref={element} className="stat-chart" role="img" aria-label={ariaLabel} data-testid="stat-chart" />;
}
