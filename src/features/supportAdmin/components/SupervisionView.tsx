import type { components } from '../../../../openapi/generated/main.ts';
import { formatPercent } from '../../../domain/format.ts';
import { agentHours, ratePercent, SUPERVISION_HOURS } from '../../../domain/supportCalls.ts';
import { HeatGrid } from '../../../ui/charts/HeatGrid.tsx';
import { ValueBars } from '../../../ui/charts/ValueBars.tsx';
import { type Column, DataTable } from '../../../ui/table/DataTable.tsx';
import { SUPPORT_ADMIN_TEXTS as T } from '../supportAdminTexts.ts';

export type CallSupervision = components['schemas']['CallSupervision'];
type Agent = CallSupervision['agents'][number];

const A = T.agentColumns;
const percent = (rate: number | null) => {
  const value = ratePercent(rate);
  return value === null ? T.noRate : formatPercent(value);
};
const COLUMNS: readonly Column<Agent>[] = [
  { label: A.agent, cell: (a) => `${a.name} (${a.username})` },
  { label: A.calls, cell: (a) => a.calls, numeric: true },
  { label: A.connected, cell: (a) => a.connected, numeric: true },
  { label: A.connectRate, cell: (a) => percent(a.connect_rate), numeric: true },
  { label: A.promises, cell: (a) => a.promises, numeric: true },
  { label: A.kept, cell: (a) => a.promises_kept, numeric: true },
  { label: A.keptRate, cell: (a) => percent(a.kept_rate), numeric: true },
];

/**
 * The supervisor view (every desk's calls over the range): calls per agent per hour as a heat
 * grid, connect rate and promises kept per agent as bars, and the figures per agent in a table.
 */
export function SupervisionView({ data }: { data: CallSupervision }) {
  const grid = data.agents.map((agent) => ({ agent, ...agentHours(agent.username, data.hourly) }));
  const anyOther = grid.some((row) => row.otherHours > 0);
  return (
    <div className="flex flex-col gap-4">
      <HeatGrid
        caption={T.perHour}
        rowHeader={T.agent}
        columns={[...SUPERVISION_HOURS.map((h) => `${h}:00`), ...(anyOther ? [T.otherHours] : [])]}
        rows={grid.map((row) => ({
          key: row.agent.username,
          label: row.agent.name,
          values: anyOther ? [...row.hours, row.otherHours] : row.hours,
        }))}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <ValueBars
          title={T.connectRate}
          axisLabel={T.percentAxis}
          max={100}
          format={formatPercent}
          bars={data.agents.map((a) => ({
            key: a.username,
            label: a.name,
            value: ratePercent(a.connect_rate),
          }))}
        />
        <ValueBars
          title={T.keptRate}
          axisLabel={T.keptAxis}
          max={100}
          format={formatPercent}
          noValue={T.noRate}
          tone="bg-green-600"
          bars={data.agents.map((a) => ({
            key: a.username,
            label: `${a.name} (${a.promises_kept}/${a.promises})`,
            value: ratePercent(a.kept_rate),
          }))}
        />
      </div>
      <DataTable
        caption={T.agentTable}
        columns={COLUMNS}
        rows={data.agents}
        rowKey={(a) => a.username}
      />
    </div>
  );
}
