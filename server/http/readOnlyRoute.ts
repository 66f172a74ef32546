/**
 * Route config of a POST (or other non-GET) route that writes nothing, such as the universal data
 * query (a read sent as POST because of its body): the sandbox keeps its in-memory organization index
 * after it (server/services/index.ts drops the index after every other successful non-GET request).
 */
export interface ReadOnlyRouteConfig {
  readOnly?: boolean;
}
export const readOnlyRoute: ReadOnlyRouteConfig = { readOnly: true };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route writes nothing (ReadOnlyRouteConfig). */
    readOnly?: boolean;
  }
}
