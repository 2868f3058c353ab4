/**
 * Internet providers at a ZIP code with their speeds, against the US average (spec 001 §9:
 * 133 down, 46 up) and the local average when the reference data has one (001 §3).
 */
import { compareWithAverage, US_AVERAGE_DOWNLOAD_MBPS, US_AVERAGE_UPLOAD_MBPS } from '../../forms/internet';
import type { ProvidersResult } from '../../../shared/forms/results';

const COMPARISON_TEXT = {
  above: 'faster than the US average',
  near: 'about the US average',
  below: 'slower than the US average',
} as const;

export function ProvidersTable({ result }: { result: ProvidersResult }) {
  const place = result.location
    ? `${result.location.city}, ${result.location.state} ${result.zipcode}`
    : result.zipcode;
  return (
    <section className="providers" aria-labelledby="providers-title">
      <h2 id="providers-title">{`Internet providers in ${place}`}</h2>
      <p className="speed-averages">
        {`US average: ${US_AVERAGE_DOWNLOAD_MBPS} Mbps down, ${US_AVERAGE_UPLOAD_MBPS} Mbps up.`}
        {result.averages
          ? ` Local average: ${result.averages.downloadMbps} Mbps down, ${result.averages.uploadMbps} Mbps up.`
          : null}
      </p>
      {result.providers.length === 0 ? (
        <p className="providers-empty">We found no providers at this ZIP code. Check the code, or try a nearby one.</p>
      ) : (
        <table className="providers-table">
          <thead>
            <tr>
              <th scope="col">Provider</th>
              <th scope="col">Type</th>
              <th scope="col">Download</th>
              <th scope="col">Upload</th>
              <th scope="col">From</th>
            </tr>
          </thead>
          <tbody>
            {result.providers.map((provider) => (
              <tr key={provider.key} id={`provider-${provider.key}`}>
                <th scope="row">
                  {provider.reviewSlug ? (
                    <a href={`/home/internet/interstitial/?provider=${encodeURIComponent(provider.key)}`}>
                      {provider.name}
                    </a>
                  ) : (
                    provider.name
                  )}
                </th>
                <td>{provider.technology ?? '—'}</td>
                <td>
                  {`${provider.downloadMbps} Mbps `}
                  <span className="speed-note">{`(${COMPARISON_TEXT[compareWithAverage(provider.downloadMbps, US_AVERAGE_DOWNLOAD_MBPS)]})`}</span>
                </td>
                <td>{`${provider.uploadMbps} Mbps`}</td>
                <td>{provider.priceFrom !== undefined ? `$${provider.priceFrom}/mo` : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
