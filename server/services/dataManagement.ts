import type { FastifyInstance } from 'fastify';
import { jobStopParamsSchema } from '../../src/domain';
import { requireOrgRecord } from '../auth/guards';
import { profileOf } from '../context';
import { HttpError } from '../http/errors';
import { validated } from '../http/validate';
import { jobStore, JobStatus, stoppable } from './jobStore';

/**
 * Data-management service (doc 000 §7, doc 001 §7): GET /api/v1.0/Jobs/{jobId}/Stop stops a running
 * or queued data-collection job; manage access to the job's organization.
 */
export async function dataManagementService(app: FastifyInstance) {
  const { db, orgIndex } = app.sandbox;
  const jobs = jobStore(db);

  app.get(
    '/api/v1.0/Jobs/:jobId/Stop',
    validated({ params: jobStopParamsSchema }, async ({ params }, request) => {
      // Another tenant's job answers exactly as an unknown one: no existence leak.
      const job = requireOrgRecord(
        orgIndex.current(),
        profileOf(request),
        jobs.byId(params.jobId.toLowerCase()),
        (j) => j.organization_id,
        'manage',
        `Job ${params.jobId} not found`,
      );
      if (!stoppable.includes(job.status)) throw new HttpError(409, `Job ${job.job_name} is not running (${job.status})`);
      jobs.stop(job.id);
      return { jobId: job.id, status: JobStatus.Stopped };
    }),
  );
}
