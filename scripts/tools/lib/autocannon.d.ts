// The part of autocannon (which ships no types of its own) that the bench uses.
declare module 'autocannon' {
  interface Request {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each request is sent; answers the request to send. */
    setupRequest?(request: Request): Request;
  }
  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Seconds. */
    timeout?: number;
    headers?: Record<string, string>;
    requests?: Request[];
  }
  interface Result {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    non2xx: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
