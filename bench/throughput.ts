import autocannon from 'autocannon';

export interface Throughput {
  route: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Loads one route on this machine's loopback for a bounded time and count. */
export async function measure(url: string, headers: Record<string, string>, seconds: number): Promise<Throughput> {
  const result = await autocannon({ url, headers, connections: 10, duration: seconds, maxOverallRequests: 2_000_000 });
  return {
    route: new URL(url).pathname,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
