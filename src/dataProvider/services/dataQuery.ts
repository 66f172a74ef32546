import { dataQueryAnswerSchema, type DataQueryAnswer, type DataQueryOrder } from '../../domain/schemas/dataQuery';
import { buildUrl, type HttpClient } from '../http';

/** The body of the universal data query (doc 000 §7): a datasource, its parameters and a page. */
export interface DataQueryBody {
  datasource: string;
  /** The fields wanted (all of the datasource's when left out). */
  fields?: readonly string[];
  params: Record<string, unknown>;
  limit: number;
  offset: number;
  orderBy?: DataQueryOrder;
}

/** The universal data query of a region (doc 000 §7 "Data query service"): every call takes the regional host. */
export function createDataQueryService(http: HttpClient) {
  return {
    /** POST {host}/api/v1.0/query → {rows}. */
    query: (host: string, body: DataQueryBody, signal?: AbortSignal): Promise<DataQueryAnswer> =>
      http.request(buildUrl(host, '/api/v1.0/query'), { method: 'POST', body, schema: dataQueryAnswerSchema, signal }),
  };
}
export type DataQueryService = ReturnType<typeof createDataQueryService>;
