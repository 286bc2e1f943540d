#!/usr/bin/env bash
# Plansmith load benchmark. Run by hand (not by CI) on an otherwise idle machine:
#   bench/run.sh
# Knobs (environment): DURATION=15 (s per wrk run), CONNECTIONS=64, THREADS=2,
#   RAW_SECONDS=5 (raw commit measurement), BENCH_TMPDIR=${TMPDIR:-/tmp} (where the SQLite
#   files live; put it on the disk you care about, never tmpfs), BUILD_TIMEOUT=3600,
#   PLANSMITH_BIN=PATH (measure another build of the server, for an A/B comparison),
#   BENCH_SKIP_BUILD=1 (reuse an existing commit_rate example instead of rebuilding it; the
#   server binary is only ever built when missing), BENCH_NICE=-10 (run the server, wrk and
#   commit_rate at that nice level, to shield them from other work on a shared machine; needs
#   root for negative values).
#
# Measures, against the release binary from ./install.sh:
#   1. raw single-row commits/s of SQLite with the server's pragmas (bench/commit_rate.rs);
#   2. POST /api/leads (unique e-mail per request) and GET /api/leads/stats with wrk:
#      throughput, p50/p99 latency, errors; RSS idle after start, peak under load, right after
#      the load and after IDLE_SECONDS=5 without requests.
# Prints a summary with the targets and writes it to bench/results/latest.txt.
# All traffic goes to 127.0.0.1; every step is time-bounded; the server is stopped on exit.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD

DURATION=${DURATION:-15}
CONNECTIONS=${CONNECTIONS:-64}
THREADS=${THREADS:-2}
RAW_SECONDS=${RAW_SECONDS:-5}
BENCH_TMPDIR=${BENCH_TMPDIR:-${TMPDIR:-/tmp}}
BUILD_TIMEOUT=${BUILD_TIMEOUT:-3600}

TARGET=${BENCH_TARGET:-x86_64-unknown-linux-musl}
# Cargo's output folder: ./target unless CARGO_TARGET_DIR moves it.
TARGET_DIR=${CARGO_TARGET_DIR:-$ROOT/target}
BIN=${PLANSMITH_BIN:-$TARGET_DIR/$TARGET/release/plansmith}
EXAMPLE=$TARGET_DIR/$TARGET/release/examples/commit_rate
RESULTS=$ROOT/bench/results
LUA=$ROOT/bench/wrk.lua
SURVEY=$ROOT/tests/fixtures/survey.json

# Targets.
MIN_RATIO=0.5          # lead submissions/s ÷ raw commits/s
MIN_STATS_RPS=20000
MAX_P99_MS=25
MAX_IDLE_RSS_MB=30

# Optional priority boost for everything measured.
NICE=()
if [ -n "${BENCH_NICE:-}" ]; then NICE=(nice -n "$BENCH_NICE"); fi

log() { printf '==> %s\n' "$*" >&2; }
die() { printf 'bench: error: %s\n' "$*" >&2; exit 1; }
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
# Value of KEY in a "k=v k=v" line.
field() { sed -n "s/.*[[:space:]]$2=\([^[:space:]]*\).*/\1/p" <<<" $1" | head -n1; }
# awk arithmetic / comparisons on decimals.
calc() { awk "BEGIN { printf \"%.${2:-1}f\", $1 }"; }
holds() { awk "BEGIN { exit !($1) }"; }
verdict() { if holds "$1"; then echo MET; else echo MISSED; fi; }

# ---------------------------------------------------------------- prerequisites
if [ ! -x "$BIN" ]; then
  log "release binary missing: building it with ./install.sh (can take 15+ minutes)"
  timeout "$BUILD_TIMEOUT" ./install.sh >&2 || die "./install.sh failed"
fi
[ -x "$BIN" ] || die "$BIN still missing after ./install.sh"
newer=$(find src migrations Cargo.toml Cargo.lock -newer "$BIN" -type f 2>/dev/null | head -n3 || true)
if [ -n "$newer" ]; then
  log "warning: sources changed after $BIN was built (e.g. $(echo $newer)); run ./install.sh to bench them"
fi

if ! command -v wrk >/dev/null 2>&1; then
  log "installing wrk (Debian package)"
  export DEBIAN_FRONTEND=noninteractive
  as_root timeout 600 apt-get install -y -qq wrk >&2 \
    || { as_root timeout 600 apt-get update -qq >&2 && as_root timeout 600 apt-get install -y -qq wrk >&2; } \
    || die "cannot install wrk"
fi
for tool in curl awk; do command -v "$tool" >/dev/null 2>&1 || die "$tool is required"; done

# Same flags as install.sh, so the already-compiled release dependencies are reused.
if [ "${BENCH_SKIP_BUILD:-0}" = 1 ] && [ -x "$EXAMPLE" ]; then
  log "BENCH_SKIP_BUILD=1: using the existing $EXAMPLE"
else
  log "building the commit_rate example (release, same flags as install.sh)"
  timeout "$BUILD_TIMEOUT" cargo build --release --locked --target "$TARGET" --example commit_rate >&2 \
    || die "cannot build the commit_rate example"
fi

# ---------------------------------------------------------------- work area and cleanup
mkdir -p "$RESULTS" "$BENCH_TMPDIR"
WORK=$(mktemp -d "$BENCH_TMPDIR/plansmith-bench.XXXXXX")
SERVER_PID=""
SAMPLER_PID=""

stop_sampler() {
  if [ -n "$SAMPLER_PID" ]; then
    kill "$SAMPLER_PID" 2>/dev/null || true
    wait "$SAMPLER_PID" 2>/dev/null || true
    SAMPLER_PID=""
  fi
}
stop_server() {
  if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill -TERM "$SERVER_PID" 2>/dev/null || true
    for _ in $(seq 100); do kill -0 "$SERVER_PID" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$SERVER_PID" 2>/dev/null || true
  fi
  [ -n "$SERVER_PID" ] && wait "$SERVER_PID" 2>/dev/null || true
  SERVER_PID=""
}
cleanup() {
  stop_sampler
  stop_server
  rm -rf "$WORK"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# ---------------------------------------------------------------- 1. raw commit rate
log "raw SQLite commit rate for ${RAW_SECONDS}s in $WORK"
raw_out=$(timeout $((RAW_SECONDS + 60)) ${NICE[@]+"${NICE[@]}"} "$EXAMPLE" "$WORK/raw.db" "$RAW_SECONDS") || die "commit_rate failed"
printf '%s\n' "$raw_out" >&2
raw_line=$(grep '^commits_per_sec=' <<<"$raw_out")
RAW_RATE=$(field "$raw_line" commits_per_sec)
RAW_P50_US=$(field "$raw_line" p50_us)
RAW_P99_US=$(field "$raw_line" p99_us)
[ -n "$RAW_RATE" ] || die "no commits_per_sec in the commit_rate output"
rm -f "$WORK"/raw.db*

# ---------------------------------------------------------------- 2. server
port_is_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
rss_kb() { awk -v k="$1:" '$1 == k { print $2 }' "/proc/$SERVER_PID/status" 2>/dev/null || echo 0; }
mb() { calc "$1 / 1024" 1; }
# CPU accounting from /proc/stat ("total idle steal" jiffies) and the server's utime+stime.
# Steal is time the hypervisor gave this VM's CPUs to other tenants: on a shared host it comes and
# goes at random and lands straight in the latency tail, so every figure is printed beside it.
NCPU=$(nproc)
cpu_ticks() { awk '$1 == "cpu" { t = 0; for (i = 2; i <= NF; i++) t += $i; print t, $5 + $6, $9; exit }' /proc/stat; }
# steal_pct T0 S0 T1 S1 -> share of the machine's CPU time taken by other tenants, in %.
steal_pct() { calc "($4 - $2) / ($3 - $1) * 100" 1; }
server_ticks() { awk '{ print $14 + $15 }' "/proc/$SERVER_PID/stat" 2>/dev/null || echo 0; }
# busy_cores T0 I0 T1 I1 -> cores busy on the whole machine over the interval.
busy_cores() { calc "($3 - $1 - ($4 - $2)) / ($3 - $1) * $NCPU" 2; }

# Other work on the machine skews every figure: measure it for one second before starting.
read -r t0 i0 st0 < <(cpu_ticks); sleep 1; read -r t1 i1 st1 < <(cpu_ticks)
BACKGROUND_CORES=$(busy_cores "$t0" "$i0" "$t1" "$i1")
BACKGROUND_STEAL=$(steal_pct "$t0" "$st0" "$t1" "$st1")
if holds "$BACKGROUND_CORES > 0.2"; then
  log "warning: $BACKGROUND_CORES of $NCPU cores are busy before the benchmark starts; figures will be low"
fi

PORT=""
start_server() {
  local attempt deadline
  for attempt in 1 2 3 4 5; do
    PORT=$((20000 + RANDOM % 40000))
    port_is_free "$PORT" || continue
    # Run from the work dir (no ./plansmith.toml), with no inherited PLANSMITH_* / RUST_LOG,
    # so the configuration is the defaults plus what is set here.
    (
      cd "$WORK"
      for v in $(compgen -e | grep -E '^(PLANSMITH_|RUST_LOG$)' || true); do unset "$v"; done
      export PLANSMITH_LEAD_RATE_LIMIT=0
      exec ${NICE[@]+"${NICE[@]}"} "$BIN" serve --bind "127.0.0.1:$PORT" --db "$WORK/bench.db"
    ) >"$WORK/server.log" 2>&1 &
    SERVER_PID=$!
    deadline=$((SECONDS + 20))
    while [ "$SECONDS" -lt "$deadline" ]; do
      if curl -fsS --max-time 1 "http://127.0.0.1:$PORT/healthz" >/dev/null 2>&1; then
        return 0
      fi
      kill -0 "$SERVER_PID" 2>/dev/null || break
      sleep 0.02
    done
    log "server did not come up on port $PORT (attempt $attempt):"
    tail -n 5 "$WORK/server.log" >&2 || true
    stop_server
  done
  die "cannot start the server"
}

log "starting $BIN on a fresh database"
start_server
BASE="http://127.0.0.1:$PORT"
IDLE_RSS_START=$(rss_kb VmRSS)
log "listening on $BASE (pid $SERVER_PID), idle RSS $(mb "$IDLE_RSS_START") MiB"

# Fail fast if the request body is not accepted.
pre_status=$(curl -sS --max-time 5 -o "$WORK/precheck.json" -w '%{http_code}' \
  -H 'Content-Type: application/json' -X POST "$BASE/api/leads" \
  --data "$(sed 's/owner@bloombakery.com/bench-precheck@bloombakery.com/' "$SURVEY")") \
  || die "precheck request failed"
[ "$pre_status" = 201 ] || die "precheck POST /api/leads returned $pre_status: $(cat "$WORK/precheck.json")"

# Samples VmRSS every 100 ms while a load runs; keeps the maximum in a file.
start_sampler() {
  local out=$1
  (
    max=0
    while kill -0 "$SERVER_PID" 2>/dev/null; do
      v=$(rss_kb VmRSS); v=${v:-0}
      if [ "$v" -gt "$max" ]; then max=$v; echo "$max" >"$out"; fi
      sleep 0.1
    done
  ) &
  SAMPLER_PID=$!
}

RUN_TAG="$(date +%s)-$$"
run_wrk() {
  local mode=$1 path=$2 out
  log "wrk: $mode, ${CONNECTIONS} connections, ${THREADS} threads, ${DURATION}s -> $path"
  local t0 i0 st0 t1 i1 st1 s0 s1
  start_sampler "$WORK/rss-$mode"
  read -r t0 i0 st0 < <(cpu_ticks); s0=$(server_ticks)
  out=$(BENCH_MODE=$mode BENCH_RUN_TAG=$RUN_TAG BENCH_SURVEY=$SURVEY timeout $((DURATION + 30)) \
    ${NICE[@]+"${NICE[@]}"} wrk -t"$THREADS" -c"$CONNECTIONS" -d"${DURATION}s" --timeout 5s --latency -s "$LUA" "$BASE$path") \
    || { stop_sampler; die "wrk ($mode) failed"; }
  read -r t1 i1 st1 < <(cpu_ticks); s1=$(server_ticks)
  stop_sampler
  printf '%s\n' "$out" >"$RESULTS/wrk-$mode.txt"
  printf '%s\n' "$out" >&2
  kill -0 "$SERVER_PID" 2>/dev/null || die "the server died during the $mode load; log: $(tail -n 5 "$WORK/server.log")"
  # Server CPU in cores = its jiffies / elapsed jiffies per core.
  printf '%s machine_cores=%s server_cores=%s steal_pct=%s\n' "$(grep '^BENCH ' <<<"$out" | tail -n1)" \
    "$(busy_cores "$t0" "$i0" "$t1" "$i1")" "$(calc "($s1 - $s0) * $NCPU / ($t1 - $t0)" 2)" \
    "$(steal_pct "$t0" "$st0" "$t1" "$st1")"
}

LEADS=$(run_wrk leads /api/leads)
STORED=$(curl -fsS --max-time 5 "$BASE/api/leads/stats" | sed -n 's/.*"totalPlans":\([0-9]*\).*/\1/p')
STATS=$(run_wrk stats /api/leads/stats)

# Idle again: RSS right after the load, and once the server has been idle for IDLE_SECONDS
# (it hands the burst's free memory back after a couple of quiet seconds). No request in
# between, so the server really is idle.
IDLE_SECONDS=${IDLE_SECONDS:-5}
RSS_AFTER_LOAD=$(rss_kb VmRSS)
sleep "$IDLE_SECONDS"
IDLE_RSS_END=$(rss_kb VmRSS)
HWM=$(rss_kb VmHWM)
PEAK_LEADS=$(cat "$WORK/rss-leads" 2>/dev/null || echo 0)
PEAK_STATS=$(cat "$WORK/rss-stats" 2>/dev/null || echo 0)
LOG_ERRORS=$(grep -ciE 'error|panic' "$WORK/server.log" || true)
stop_server

# ---------------------------------------------------------------- summary
L_RPS=$(field "$LEADS" rps);   S_RPS=$(field "$STATS" rps)
L_P50=$(field "$LEADS" p50_ms); S_P50=$(field "$STATS" p50_ms)
L_P99=$(field "$LEADS" p99_ms); S_P99=$(field "$STATS" p99_ms)
L_REQ=$(field "$LEADS" requests); S_REQ=$(field "$STATS" requests)
L_BAD=$(field "$LEADS" unexpected_status); S_BAD=$(field "$STATS" unexpected_status)
L_SOCK=$(field "$LEADS" socket_errors); S_SOCK=$(field "$STATS" socket_errors)
L_LASTBAD=$(field "$LEADS" last_bad_status); S_LASTBAD=$(field "$STATS" last_bad_status)
[ "$L_LASTBAD" != 0 ] || L_LASTBAD=""; [ "$S_LASTBAD" != 0 ] || S_LASTBAD=""
L_ERR=$((L_BAD + L_SOCK)); S_ERR=$((S_BAD + S_SOCK))
L_MCPU=$(field "$LEADS" machine_cores); S_MCPU=$(field "$STATS" machine_cores)
L_SCPU=$(field "$LEADS" server_cores); S_SCPU=$(field "$STATS" server_cores)
L_STEAL=$(field "$LEADS" steal_pct); S_STEAL=$(field "$STATS" steal_pct)
L_201=$((L_REQ - L_BAD))
RATIO=$(calc "$L_RPS / $RAW_RATE" 2)
IDLE_START_MB=$(mb "$IDLE_RSS_START"); IDLE_END_MB=$(mb "$IDLE_RSS_END")
# Rows stored minus the precheck row; may exceed the 201s by requests cut off when wrk stopped.
STORED_BY_LOAD=$(( ${STORED:-0} - 1 ))

fs_type=$(df -PT "$BENCH_TMPDIR" 2>/dev/null | awk 'NR == 2 { print $2 }')
cpu=$(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo)
commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)

SUMMARY=$(cat <<EOF
Plansmith benchmark  $(date -u +%Y-%m-%dT%H:%M:%SZ)  commit $commit
machine: $(nproc) cores ($cpu), SQLite files on $fs_type ($BENCH_TMPDIR), binary $(date -u -r "$BIN" +%Y-%m-%dT%H:%M:%SZ)
load: wrk -t$THREADS -c$CONNECTIONS -d${DURATION}s on the same machine (client and server share the cores)
background CPU before start: $BACKGROUND_CORES of $NCPU cores busy (should be ~0), of which steal (other VMs on the host) $BACKGROUND_STEAL%${BENCH_NICE:+; measured processes ran at nice $BENCH_NICE}

raw SQLite single-row commits (WAL, synchronous=FULL): $RAW_RATE commits/s  (p50 ${RAW_P50_US} us, p99 ${RAW_P99_US} us)

POST /api/leads (unique e-mails)
  throughput   $L_RPS req/s   ($L_REQ responses, $L_201 x 201; rows stored $STORED_BY_LOAD)
  latency      p50 $L_P50 ms   p99 $L_P99 ms
  errors       $L_ERR  (non-201: $L_BAD${L_LASTBAD:+, last status $L_LASTBAD}; socket: $L_SOCK)
  CPU          server $L_SCPU cores, whole machine $L_MCPU of $NCPU cores (rest: wrk + anything else); steal $L_STEAL%
GET /api/leads/stats
  throughput   $S_RPS req/s   ($S_REQ responses)
  latency      p50 $S_P50 ms   p99 $S_P99 ms
  errors       $S_ERR  (non-200: $S_BAD${S_LASTBAD:+, last status $S_LASTBAD}; socket: $S_SOCK)
  CPU          server $S_SCPU cores, whole machine $S_MCPU of $NCPU cores (rest: wrk + anything else); steal $S_STEAL%
memory (VmRSS, MiB)
  idle after start  $IDLE_START_MB MiB
  peak under load   leads $(mb "$PEAK_LEADS") MiB, stats $(mb "$PEAK_STATS") MiB (sampled every 100 ms); VmHWM $(mb "$HWM") MiB
  right after load  $(mb "$RSS_AFTER_LOAD") MiB
  idle after load   $IDLE_END_MB MiB  (${IDLE_SECONDS}s without requests)
server log lines mentioning error/panic: $LOG_ERRORS

targets
  lead submissions/s / raw commits/s = $RATIO  (>= $MIN_RATIO)  $(verdict "$RATIO >= $MIN_RATIO")
  stats throughput $S_RPS req/s  (>= $MIN_STATS_RPS)  $(verdict "$S_RPS >= $MIN_STATS_RPS")
  p99 leads $L_P99 ms  (< $MAX_P99_MS)  $(verdict "$L_P99 < $MAX_P99_MS")
  p99 stats $S_P99 ms  (< $MAX_P99_MS)  $(verdict "$S_P99 < $MAX_P99_MS")
  idle RSS after start $IDLE_START_MB MiB  (< $MAX_IDLE_RSS_MB)  $(verdict "$IDLE_START_MB < $MAX_IDLE_RSS_MB")
  idle RSS after load  $IDLE_END_MB MiB  (< $MAX_IDLE_RSS_MB)  $(verdict "$IDLE_END_MB < $MAX_IDLE_RSS_MB")
  no errors            leads $L_ERR, stats $S_ERR  $(verdict "$L_ERR == 0 && $S_ERR == 0")
EOF
)
printf '\n%s\n' "$SUMMARY"
printf '%s\n' "$SUMMARY" >"$RESULTS/latest.txt"
log "summary written to bench/results/latest.txt (raw wrk output: bench/results/wrk-*.txt)"
