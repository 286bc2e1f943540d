-- wrk script for bench/run.sh and bench/soak.py. BENCH_MODE=leads: POST /api/leads, every
-- request a unique e-mail (the server stores an identical survey from one address only once
-- per 10 minutes), expects 201. BENCH_MODE=stats: GET /api/leads/stats, expects 200 (counts
-- statuses >= 400). BENCH_MODE=mixed: of every 10 requests, 1 survey submission, 1 admin
-- leads page (bearer BENCH_TOKEN) and 8 stats polls (counts statuses >= 400).
-- BENCH_LEADS_PATH and BENCH_LEADS_STATUS send the leads mode's body to another server
-- (bench/peer.py: PocketBase's /api/collections/leads/records, which answers 200).
-- done() prints one machine-readable line starting with "BENCH ".

local mode = os.getenv("BENCH_MODE") or "leads"
local leads_path = os.getenv("BENCH_LEADS_PATH") or "/api/leads"
local expected = (mode == "leads") and tonumber(os.getenv("BENCH_LEADS_STATUS") or "201") or 200
-- Distinguishes runs, so even a reused database would not see a repeated e-mail.
local run_tag = os.getenv("BENCH_RUN_TAG") or tostring(os.time())

local threads = {}
local next_id = 0

function setup(thread)
  next_id = next_id + 1
  thread:set("id", next_id)
  table.insert(threads, thread)
end

-- Per-thread state (each wrk thread has its own Lua state).
local counter = 0
unexpected = 0      -- globals, so done() can read them with thread:get()
last_bad_status = 0

-- The survey body (tests/fixtures/survey.json, the sample survey of every suite), split around
-- its e-mail value so each request can carry its own address.
local survey_path = os.getenv("BENCH_SURVEY") or "tests/fixtures/survey.json"
local f = assert(io.open(survey_path, "r"), "cannot open " .. survey_path)
local survey = f:read("*a"):gsub("%s+$", "")
f:close()
local email_key = '"email": "owner@bloombakery.com"'
local at = assert(survey:find(email_key, 1, true), "no owner e-mail in " .. survey_path)
local body_prefix = survey:sub(1, at - 1) .. '"email": "bench-'
local body_suffix = '@bloombakery.com"' .. survey:sub(at + #email_key)

function init(args)
  wrk.headers["Accept"] = "application/json"
  if mode == "leads" then
    wrk.method = "POST"
    wrk.headers["Content-Type"] = "application/json"
  else
    wrk.method = "GET"
  end
end

-- Leads need a fresh body per request; stats use wrk's static request (no Lua per request).
if mode == "mixed" then
  local token = os.getenv("BENCH_TOKEN") or ""
  function request()
    counter = counter + 1
    local slot = counter % 10
    if slot == 0 then
      local body = body_prefix .. run_tag .. "-" .. id .. "-" .. counter .. body_suffix
      return wrk.format("POST", "/api/leads", { ["Content-Type"] = "application/json" }, body)
    elseif slot == 5 then
      return wrk.format("GET", "/api/admin/leads?pageSize=20", { ["Authorization"] = "Bearer " .. token })
    end
    return wrk.format("GET", "/api/leads/stats")
  end
end
if mode == "leads" then
  function request()
    counter = counter + 1
    local body = body_prefix .. run_tag .. "-" .. id .. "-" .. counter .. body_suffix
    return wrk.format("POST", leads_path, nil, body)
  end
end

-- Only the lead run checks every status in Lua (it must be exactly 201, or BENCH_LEADS_STATUS);
-- a response() callback makes wrk parse every body and costs client CPU, which on a small
-- machine is taken from the server, so the stats run relies on wrk's own count of statuses >= 400.
if mode == "leads" then
  function response(status, headers, body)
    if status ~= expected then
      unexpected = unexpected + 1
      last_bad_status = status
    end
  end
end

function done(summary, latency, requests)
  local bad, bad_status = 0, 0
  for _, t in ipairs(threads) do
    bad = bad + (t:get("unexpected") or 0)
    local s = t:get("last_bad_status") or 0
    if s ~= 0 then bad_status = s end
  end
  local e = summary.errors
  if mode ~= "leads" then bad = e.status end
  local socket_errors = e.connect + e.read + e.write + e.timeout
  local seconds = summary.duration / 1e6
  io.write(string.format(
    "BENCH mode=%s requests=%d seconds=%.3f rps=%.1f p50_ms=%.3f p90_ms=%.3f p99_ms=%.3f max_ms=%.3f"
      .. " unexpected_status=%d last_bad_status=%d socket_errors=%d connect=%d read=%d write=%d timeout=%d\n",
    mode, summary.requests, seconds, summary.requests / seconds,
    latency:percentile(50) / 1000, latency:percentile(90) / 1000, latency:percentile(99) / 1000,
    latency.max / 1000, bad, bad_status, socket_errors, e.connect, e.read, e.write, e.timeout))
end
