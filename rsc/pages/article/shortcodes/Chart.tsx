import type { ShortcodeData } from '../../../body/shortcodeData';

/** A chart as a data table (readable without script) with a bar per value of the first series. */
const BAR_WIDTH = 40;
const CHART_HEIGHT = 120;

export function Chart({ data }: { data: ShortcodeData<'chart'> }) {
  const first = data.series[0];
  const max = Math.max(1, ...(first?.values ?? []).filter(Number.isFinite));
  return (
    <figure className="shortcode shortcode--chart">
      {first ? (
        <svg
          viewBox={`0 0 ${data.labels.length * BAR_WIDTH} ${CHART_HEIGHT}`}
          width={data.labels.length * BAR_WIDTH}
          height={CHART_HEIGHT}
          role="img"
          aria-label={data.title ?? first.name}
        >
          {data.labels.map((label, index) => {
            const value = first.values[index] ?? 0;
            const height = Math.max(0, Math.round((value / max) * (CHART_HEIGHT - 10)));
            return (
              <rect
                key={label + index}
                x={index * BAR_WIDTH + 6}
                y={CHART_HEIGHT - height}
                width={BAR_WIDTH - 12}
                height={height}
              />
            );
          })}
        </svg>
      ) : null}
      <table>
        {data.title ? <caption>{data.title}</caption> : null}
        <thead>
          <tr>
            {/* The corner cell heads the row names; a header with no text fails axe (empty-table-header). */}
            <th scope="col">
              <span className="visually-hidden">Series</span>
            </th>
            {data.labels.map((label, index) => (
              <th key={index} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.series.map((series, row) => (
            <tr key={row}>
              <th scope="row">{series.name}</th>
              {data.labels.map((_, index) => (
                <td key={index}>{series.values[index] ?? ''}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
