import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import type { HttpClient } from '../http';

/**
 * The audit log service, read-only, in ra-data-simple-rest's dialect: the provider
 * of that package over `{base}/api/v1.0`, its requests sent through our http layer (bearer token,
 * ApiError with the server's message for the one error bar). The list's total comes from Content-Range.
 */
export function createAuditEventsService(http: HttpClient, base: string): DataProvider {
  const httpClient = async (url: string, options: { signal?: AbortSignal | null } = {}) => {
    let headers = new Headers();
    const json = await http.request(url, {
      signal: options.signal ?? undefined,
      onHeaders: (h) => {
        headers = h;
      },
    });
    return { status: 200, headers, body: JSON.stringify(json), json };
  };
  return simpleRestProvider(`${base.replace(/\/+$/, '')}/api/v1.0`, httpClient);
}
