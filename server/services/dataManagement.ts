import type { FastifyInstance } from 'fastify';
import { jobStopParamsSchema } from '../../src/domain';
import { HttpError } from '../http/errors';
import { declareAccess, grantedRecord, recordOf } from '../http/routeAccess';
import { validated } from '../http/validate';
import { jobStore, JobStatus, stoppable } from './jobStore';

/**
 * Data-management service (doc 000 §7, doc 001 §7): GET /api/v1.0/Jobs/{jobId}/Stop stops a running
 * or queued data-collection job; manage access to the job's organization.
 */
export async function dataManagementService(app: FastifyInstance) {
  const { db } = app.sandbox;
  const jobs = jobStore(db);
  type Job = NonNullable<ReturnType<typeof jobs.byId>>;
  // Another tenant's job answers exactly as an unknown one: no existence leak.
  const stoppableJob = declareAccess<Job>({
    resource: 'jobs',
    action: 'edit',
    record: recordOf(
      'jobId',
      (_sandbox, _id, c) => jobs.byId(String(c.params.jobId).toLowerCase()),
      (j) => j.organization_id,
      'manage',
      (id) => `Job ${id} not found`,
    ),
  });

  app.get(
    '/api/v1.0/Jobs/:jobId/Stop',
    { config: { access: stoppableJob } },
    validated({ params: jobStopParamsSchema }, async (_input, request) => {
      const job = grantedRecord<Job>(request);
      if (!stoppable.includes(job.status)) throw new HttpError(409, `Job ${job.job_name} is not running (${job.status})`);
      jobs.stop(job.id);
      return { jobId: job.id, status: JobStatus.Stopped };
    }),
  );
}
