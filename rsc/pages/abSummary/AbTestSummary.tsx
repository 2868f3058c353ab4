/**
 * /ab-test-summary/ (spec 000 §2 utility pages): the active A/B tests, their allocations and
 * the visitor's own buckets, as plain tables. Props only: the server loads the definitions
 * (server/ab/summary.ts) and the ab middleware works out the visitor's state.
 */
import type { AbTestSummaryRow } from '../../../shared/ab/summary';
import { EXCLUDE_BUCKET } from '../../../shared/ab/constants';
import type { AbAssignment } from '../../../shared/requestState';

interface AbTestSummaryProps {
  /** Null: the definitions could not be loaded. */
  tests: readonly AbTestSummaryRow[] | null;
  visitor: readonly AbAssignment[];
}

export const AB_SUMMARY_TEXTS = {
  title: 'A/B test summary',
  visitorHeading: 'Your test state',
  noState: 'You are in no test.',
  testsHeading: 'Active tests',
  noTests: 'No test is running.',
  unavailable: 'The test definitions are unavailable right now.',
  allPages: 'all pages',
  notInTest: 'not in this test',
} as const;

const day = (iso: string) => iso.slice(0, 10);

function bucketOf(visitor: readonly AbAssignment[], test: AbTestSummaryRow): string | undefined {
  return visitor.find((state) => state.id === test.id && state.version === test.version)?.bucket;
}

export function AbTestSummary({ tests, visitor }: AbTestSummaryProps) {
  return (
    <div className="ab-test-summary">
      <h1>{AB_SUMMARY_TEXTS.title}</h1>
      <section aria-labelledby="ab-visitor">
        <h2 id="ab-visitor">{AB_SUMMARY_TEXTS.visitorHeading}</h2>
        {visitor.length === 0 ? (
          <p>{AB_SUMMARY_TEXTS.noState}</p>
        ) : (
          <table className="ab-visitor">
            <thead>
              <tr>
                <th scope="col">Test</th>
                <th scope="col">Version</th>
                <th scope="col">Bucket</th>
              </tr>
            </thead>
            <tbody>
              {visitor.map((state) => (
                <tr key={state.id}>
                  <th scope="row">{state.id}</th>
                  <td>{state.version}</td>
                  <td>{state.bucket}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="ab-tests">
        <h2 id="ab-tests">{AB_SUMMARY_TEXTS.testsHeading}</h2>
        {tests === null ? (
          <p>{AB_SUMMARY_TEXTS.unavailable}</p>
        ) : tests.length === 0 ? (
          <p>{AB_SUMMARY_TEXTS.noTests}</p>
        ) : (
          <table className="ab-tests">
            <thead>
              <tr>
                <th scope="col">Test</th>
                <th scope="col">Version</th>
                <th scope="col">Runs</th>
                <th scope="col">Pages</th>
                <th scope="col">Allocations</th>
                <th scope="col">Your bucket</th>
              </tr>
            </thead>
            <tbody>
              {tests.map((test) => (
                <tr key={test.id} id={`ab-test-${test.id}`}>
                  <th scope="row">{test.id}</th>
                  <td>{test.version}</td>
                  <td>
                    <time dateTime={test.startDate}>{day(test.startDate)}</time> to{' '}
                    <time dateTime={test.endDate}>{day(test.endDate)}</time>
                  </td>
                  <td>{test.criteria ?? AB_SUMMARY_TEXTS.allPages}</td>
                  <td>
                    <ul>
                      {test.allocations.map(({ bucket, percentage }) => (
                        <li key={bucket}>{`${bucket} ${percentage}%`}</li>
                      ))}
                      {test.excludedPercentage > 0 ? <li>{`${EXCLUDE_BUCKET} ${test.excludedPercentage}%`}</li> : null}
                    </ul>
                  </td>
                  <td>{bucketOf(visitor, test) ?? AB_SUMMARY_TEXTS.notInTest}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
