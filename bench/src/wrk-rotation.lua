-- Run by load-test.ts: wrk -s wrk-rotation.lua <url> -- <paths file>
-- Every request of every connection takes the next path of the file, in turn. The requests are
-- formatted once in init (with wrk's -H headers), so wrk's per-request work stays a table lookup.
local formatted = {}
local next_index = 0

function init(args)
  for path in io.lines(args[1]) do
    if path ~= "" then formatted[#formatted + 1] = wrk.format("GET", path) end
  end
  if #formatted == 0 then error("no paths in " .. args[1]) end
end

function request()
  next_index = next_index % #formatted + 1
  return formatted[next_index]
end

-- One JSON line the caller parses; latencies in microseconds.
function done(summary, latency, _)
  local e = summary.errors
  io.write(string.format(
    'WRK_RESULT {"durationUs":%d,"requests":%d,"bytes":%d,"connectErrors":%d,"readErrors":%d,' ..
      '"writeErrors":%d,"statusErrors":%d,"timeouts":%d,"p50":%d,"p90":%d,"p97_5":%d,"p99":%d,"max":%d}\n',
    summary.duration, summary.requests, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(97.5), latency:percentile(99), latency.max))
end
