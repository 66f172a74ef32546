import { z } from 'zod';
import { availableRoleSchema } from '../../domain/schemas/role';
import { invoiceListSchema } from '../../domain/schemas/invoice';
import { associationListSchema } from '../../domain/schemas/association';
import { organizationSchema } from '../../domain/schemas/organization';
import { buildUrl, seg, type HttpClient } from '../http';
import { ApiError } from '../ApiError';
import { InvalidAssociationsAnswer } from '../associationsTree/parseAssociations';
import { startTreeParser } from '../associationsTree/parseOffThread';
import type { PackedTree } from '../associationsTree/packedTree';

/** The tree's associations: the packed answer and its ETag, or unchanged since the ETag sent. */
export type AssociationsTreeAnswer = { notModified: true } | { notModified: false; tree: PackedTree; etag: string | null };

/** The account (organization) service: one function per endpoint (doc 001 §7, doc 002 §7). */
export function createAccountService(http: HttpClient, baseUrl: string) {
  const url = (path: string) => buildUrl(baseUrl, path);
  return {
    /** GET /api/v1.0/roles: the roles that can be assigned. */
    getRoles: (signal?: AbortSignal) => http.request(url('/api/v1.0/roles'), { schema: z.array(availableRoleSchema), signal }),

    /** GET /api/v1.0/organizations/{org}/billing: the organization's invoices. */
    getInvoices: (orgId: number, signal?: AbortSignal) =>
      http.request(url(`/api/v1.0/organizations/${seg(orgId)}/billing`), { schema: invoiceListSchema, signal }),

    /** GET /api/v1.0/organizations/{org}/associations?addUsers=…: the organization and those below it. */
    getAssociations: (orgId: number, addUsers: boolean, signal?: AbortSignal) =>
      http.request(url(`/api/v1.0/organizations/${seg(orgId)}/associations`), {
        query: { addUsers },
        schema: associationListSchema,
        signal,
      }),

    /**
     * The same GET for the organization tree: `If-None-Match` with the ETag of the
     * answer the browser keeps (a 304 costs nothing to parse), and the bytes parsed and packed in a
     * Web Worker as they arrive, so the page stays responsive and little is left at the last byte.
     */
    async getAssociationsTree(
      orgId: number,
      addUsers: boolean,
      etag?: string | null,
      signal?: AbortSignal,
      onPreview?: (tree: PackedTree) => void,
    ): Promise<AssociationsTreeAnswer> {
      const target = url(`/api/v1.0/organizations/${seg(orgId)}/associations`);
      // Without an answer held the worker starts at once, to be ready when the bytes arrive; a
      // revalidation (most often a 304) starts one at its first byte. `onPreview` (first visit only)
      // receives the first rows' tree while the rest is parsed.
      let parser = etag ? undefined : startTreeParser(onPreview);
      try {
        const answer = await http.requestStream(target, {
          query: { addUsers },
          ifNoneMatch: etag,
          signal,
          onChunk: (chunk) => (parser ??= startTreeParser(onPreview)).push(chunk),
        });
        if (answer.notModified) return answer;
        const tree = await (parser ??= startTreeParser()).end();
        return { notModified: false, tree, etag: answer.etag };
      } catch (e) {
        if (e instanceof InvalidAssociationsAnswer) throw new ApiError({ status: 200, kind: 'invalidResponse', method: 'GET', url: target });
        throw e;
      } finally {
        parser?.close();
      }
    },

    /** GET /api/v1.0/organizations/{org}. */
    getOrganization: (orgId: number, signal?: AbortSignal) =>
      http.request(url(`/api/v1.0/organizations/${seg(orgId)}`), { schema: organizationSchema, signal }),
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
