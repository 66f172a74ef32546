import type { TranslateFunction } from 'react-admin';
import { aggregationParts } from '../../domain/status/tenantStatus';

/** A collector job status ("Succeeded", …) in the chosen language; one the catalogue does not know, as sent. */
export const jobStatusText = (translate: TranslateFunction, status: string) =>
  status ? translate(`dataCollection.jobs.statuses.${status}`, { _: status }) : '';

/** A tenant's job status counts ("4 Succeeded, 1 Running") in the chosen language. */
export const jobStatusesText = (translate: TranslateFunction, aggregation: string) =>
  aggregationParts(aggregation)
    .map((p) => [p.count, jobStatusText(translate, p.status)].filter(Boolean).join(' '))
    .join(', ');
