-- wrk script: prints the latency percentiles the benchmark reports (microseconds), one per line.
done = function(summary, latency, requests)
  for _, p in ipairs({ 50, 95, 99 }) do
    io.write(string.format("PCT %d %d\n", p, latency:percentile(p)))
  end
end
