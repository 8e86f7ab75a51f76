import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import type { StatusTone } from '../../../../domain/order-status.ts';
import type { ChartFigures, ValueFormat } from './analytics-figures.ts';

/**
 * The page's words for a chart, passed in so this chunk imports no other: how a value is written on
 * an axis, a tooltip's line, and the page's language and direction.
 */
export interface ChartWords {
  formatValue: (value: number, format: ValueFormat) => string;
  tooltip: (value: string) => string;
  rtl: boolean;
  locale: string;
}

/**
 * Chart.js for the Analytics screen only: Analytics.tsx imports this module dynamically, so the
 * library is its own chunk that no other page loads. Only the pieces these charts use are
 * registered (line, bar, category and linear scales, tooltips), which keeps the chunk small.
 */
Chart.register(LineController, LineElement, PointElement, BarController, BarElement, CategoryScale, LinearScale, Tooltip);
Chart.defaults.font.family = getComputedStyle(document.body).fontFamily;

/** The status tones as solid fills, each at least 3:1 against white (WCAG 1.4.11). */
const TONE_FILLS: Record<StatusTone, string> = {
  yellow: '#d97706',
  blue: '#2563eb',
  teal: '#0d9488',
  violet: '#7c3aed',
  green: '#16a34a',
  red: '#dc2626',
  gray: '#78716c',
};
const BRAND = '#c2410c';
const BRAND_PALE = 'rgba(194, 65, 12, 0.12)';
const INK_MUTED = '#57534e';
const GRID = '#f5e6d8';

export type DrawnChart = Pick<Chart, 'destroy'>;

/** Draws one chart on `canvas`; the caller destroys it before drawing again or unmounting. */
export function drawChart(canvas: HTMLCanvasElement, figures: ChartFigures, words: ChartWords): DrawnChart {
  Chart.getChart(canvas)?.destroy();
  return new Chart(canvas, configuration(figures, words));
}

function configuration(figures: ChartFigures, { formatValue, tooltip, rtl, locale }: ChartWords): ChartConfiguration<'line' | 'bar'> {
  const horizontal = figures.kind === 'horizontalBar';
  // On a right-to-left page (`rtl`) time, or the bars' length, runs from the right and the value
  // axis stands on the right, as an Arabic reader expects: a canvas ignores the page's direction.
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const fill = figures.tones ? figures.tones.map((tone) => TONE_FILLS[tone]) : BRAND;
  const valueAxis = {
    beginAtZero: true,
    ...(horizontal ? { reverse: rtl } : { position: rtl ? ('right' as const) : ('left' as const) }),
    grid: { color: GRID },
    ticks: {
      color: INK_MUTED,
      precision: 0,
      callback: (value: string | number) => formatValue(Number(value), figures.format),
    },
  };
  const labelAxis = {
    ...(horizontal ? { position: rtl ? ('right' as const) : ('left' as const) } : { reverse: rtl }),
    grid: { display: false },
    ticks: { color: INK_MUTED, autoSkip: true, autoSkipPadding: 12, maxRotation: 0 },
  };
  return {
    type: figures.kind === 'line' ? 'line' : 'bar',
    data: {
      labels: figures.labels,
      datasets: [
        figures.kind === 'line'
          ? {
              type: 'line',
              label: figures.title,
              data: figures.values,
              borderColor: BRAND,
              backgroundColor: BRAND_PALE,
              pointBackgroundColor: BRAND,
              pointRadius: figures.values.length > 45 ? 0 : 3,
              borderWidth: 2,
              tension: 0.25,
            }
          : {
              type: 'bar',
              label: figures.title,
              data: figures.values,
              backgroundColor: fill,
              borderRadius: 4,
              maxBarThickness: 36,
            },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      locale,
      animation: reduceMotion ? false : { duration: 300 },
      indexAxis: horizontal ? 'y' : 'x',
      plugins: {
        tooltip: {
          rtl,
          textDirection: rtl ? 'rtl' : 'ltr',
          callbacks: {
            label: (item) => tooltip(formatValue(Number(horizontal ? item.parsed.x : item.parsed.y), figures.format)),
          },
        },
      },
      scales: horizontal ? { x: valueAxis, y: labelAxis } : { x: labelAxis, y: valueAxis },
    },
  };
}
