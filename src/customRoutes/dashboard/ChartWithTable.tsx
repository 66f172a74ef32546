import { Box, Link, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { BarChart, barClasses } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formatNumber } from '../../domain/formats';

export interface ChartBar {
  key: string;
  label: string;
  count: number;
  /** Where a click on the bar or its label goes; none: not a link. */
  href?: string;
  /** The bar's fill; the outline is one dark grey for all, so that a pale bar keeps its edge (3:1 on white). */
  color: string;
}

const OUTLINE = '#4a5561';

/**
 * A bar chart and, beside it, the same figures as a table captioned with the chart's name (label and
 * count): a screen reader reads the table, a keyboard follows its links to the same places as a click
 * on a bar. An MUI table, not react-admin's <DataTable>: its rows are the chart's counts, computed
 * from the tenant query's answer, not records of a resource.
 */
export function ChartWithTable({ id, title, bars }: { id: string; title: string; bars: ChartBar[] }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const labels = bars.map((b) => b.label);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-title`} sx={{ p: 2, display: 'grid', gap: 1, minWidth: 0 }}>
      <Typography id={`${id}-title`} component="h2" variant="h6">
        {title}
      </Typography>
      <Box data-chart={id} sx={{ height: 220, minWidth: 0, [`& .${barClasses.element}`]: { stroke: OUTLINE, strokeWidth: 1 } }}>
        <BarChart
          height={220}
          skipAnimation
          hideLegend
          xAxis={[{ scaleType: 'band', data: labels, colorMap: { type: 'ordinal', values: labels, colors: bars.map((b) => b.color) } }]}
          yAxis={[{ tickMinStep: 1, width: 48 }]}
          series={[{ data: bars.map((b) => b.count), label: title, valueFormatter: (v) => (v === null ? '' : formatNumber(v)) }]}
          onItemClick={(_event, item) => {
            const href = bars[item.dataIndex]?.href;
            if (href) navigate(href);
          }}
          sx={bars.some((b) => b.href) ? { [`& .${barClasses.element}`]: { cursor: 'pointer' } } : undefined}
        />
      </Box>
      <Table size="small">
        <caption style={{ captionSide: 'top', padding: 0, textAlign: 'start' }}>{title}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {translate('dashboard.table.label')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {translate('dashboard.table.count')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {bars.map((b) => (
            <TableRow key={b.key}>
              <TableCell component="th" scope="row">
                {b.href ? (
                  <Link component={RouterLink} to={b.href}>
                    {b.label}
                  </Link>
                ) : (
                  b.label
                )}
              </TableCell>
              <TableCell align="right">{formatNumber(b.count)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
