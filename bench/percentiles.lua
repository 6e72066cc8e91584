-- wrk script: prints the latency percentiles the benchmark reports (microseconds), one per line,
-- and the number of completed requests.
done = function(summary, latency, requests)
  io.write(string.format("REQUESTS %d\n", summary.requests))
  for _, p in ipairs({ 50, 95, 99 }) do
    io.write(string.format("PCT %d %d\n", p, latency:percentile(p)))
  end
end
