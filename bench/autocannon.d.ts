// The parts of autocannon (which ships no types) that the benchmark uses.
declare module "autocannon" {
  type Context = Record<string, unknown>;
  type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Record<string, unknown>, context: Context) => Record<string, unknown>;
    onResponse?: (status: number, body: string, context: Context) => void;
  };
  type Options = {
    url: string;
    connections?: number;
    amount?: number;
    duration?: number;
    timeout?: number;
    requests?: Request[];
  };
  type Histogram = { average: number; p50: number; p90: number; p99: number; total: number };
  type Result = { requests: Histogram; latency: Histogram; errors: number; timeouts: number; non2xx: number };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
