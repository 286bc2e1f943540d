"""Disaster drill: Litestream replicates a live Plansmith to an S3 server, the machine is
"lost" (Litestream and Plansmith SIGKILLed together) several times, and after each loss the
replica is restored somewhere new and checked.

1. Starts moto's S3 server on loopback (S3's wire format, the same client code paths as AWS)
   and makes a bucket.
2. Runs `litestream replicate -exec "plansmith serve ..."`, exactly as the README's systemd
   unit does, with the credentials in the environment, and waits until the replica holds a
   snapshot of Litestream's current generation (before that, nothing can be restored).
3. Loads it: several clients submit surveys while an admin approves and sends the plans the
   built-in planner drafts. Every acknowledged write is recorded with the time of its answer.
4. SIGKILLs Litestream and Plansmith at once, restores the replica to a new file with
   `litestream restore`, and checks: `PRAGMA integrity_check` is "ok"; every lead and every
   sent plan acknowledged more than the sync interval plus one second before the kill is
   there, as acknowledged; `plansmith migrate` and `plansmith serve` open the restored file
   (ready, and it takes a new survey).
5. Starts the pair again on the surviving disk and repeats, so later restores must hold the
   writes of every earlier round too. Litestream should carry on with its generation: losing
   its place at every restart (a new generation, a full snapshot) fails the drill, as that is
   what a checkpoint behind its back does.

Prints, per kill, the recovery point (how long before the kill the oldest acknowledged write
missing from the restore was answered; 0 when nothing is missing) and the restore time.

Usage: litestream_drill.py --bin target/debug/plansmith [--kills 3] [--load-seconds 6]
                           [--seed-leads 100000] [--replica s3|file]

`--seed-leads` first fills the database with that many leads and has Plansmith draft each one's
plan, for the figures of a full-sized database: bench/RESULTS.md reports them.
"""

import argparse
import contextlib
import http.client
import json
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import boto3

from testkit import free_port, survey

ROOT = Path(__file__).resolve().parent.parent
VENV_BIN = Path(sys.executable).parent
ADMIN = ("drill-admin", "drill-admin-password-1234")
BUCKET = "plansmith-drill"
# Litestream's sync interval in the drill's configuration (its default, as in the README).
SYNC_INTERVAL = 1.0
# Writes answered this long before the kill must be in the replica.
MUST_SURVIVE = SYNC_INTERVAL + 1.0
SURVEY_CLIENTS = 6
# Each client's pause between two submissions: a busy site (about 150 surveys a second in all)
# that leaves the machine room to breathe, so the drill measures Litestream, not a starved CPU.
THINK = 0.02
# The survey load's rhythm: bursts of submissions, and quiet moments in which plans get drafted.
BURST = 0.7
QUIET = 0.5
# How long to wait for something that should come soon (a server up, an answer).
PATIENCE = 60.0


class DrillFailed(Exception):
    pass


def request(port: int, method: str, path: str, body=None, token=None, timeout=10.0):
    """One exchange on a fresh connection: (status, parsed JSON or None)."""
    headers = {}
    data = None
    if body is not None:
        data = json.dumps(body).encode()
        headers["Content-Type"] = "application/json"
    if token:
        headers["Authorization"] = f"Bearer {token}"
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        connection.request(method, path, body=data, headers=headers)
        response = connection.getresponse()
        raw = response.read()
        try:
            return response.status, json.loads(raw) if raw else None
        except ValueError:
            return response.status, None
    finally:
        connection.close()


def wait_for(what: str, check, process: subprocess.Popen | None = None, log: Path | None = None, patience=PATIENCE):
    deadline = time.monotonic() + patience
    while True:
        try:
            if check():
                return
        except OSError:
            pass
        if process is not None and process.poll() is not None:
            raise DrillFailed(f"{what}: the process exited ({process.returncode})" + (f":\n{log.read_text()}" if log else ""))
        if time.monotonic() > deadline:
            raise DrillFailed(f"{what}: not within {patience:.0f} s" + (f":\n{log.read_text()}" if log else ""))
        time.sleep(0.05)


class Ledger:
    """Every write the service acknowledged, with the wall-clock time of its answer."""

    def __init__(self):
        self.lock = threading.Lock()
        self.leads: dict[int, tuple[str, float]] = {}  # lead id -> (email, acknowledged at)
        self.sends: dict[int, float] = {}  # strategy id -> acknowledged at

    def lead(self, lead_id: int, email: str):
        with self.lock:
            self.leads[lead_id] = (email, time.time())

    def send(self, strategy_id: int):
        with self.lock:
            self.sends[strategy_id] = time.time()


class Primary:
    """Litestream replicating the database, running Plansmith under `-exec`, in its own process
    group so that one SIGKILL takes both, as losing the machine would."""

    def __init__(self, args, work: Path, config: Path, env: dict, round_no: int):
        self.port = free_port()
        self.log = work / f"primary-{round_no}.log"
        command = f"{args.bin} serve --bind 127.0.0.1:{self.port} --db {work / 'plansmith.db'}"
        with open(self.log, "w") as log:
            self.process = subprocess.Popen([args.litestream, "replicate", "-config", str(config), "-exec", command],
                                            env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        wait_for("plansmith under litestream answering /readyz",
                 lambda: request(self.port, "GET", "/readyz")[0] == 200, self.process, self.log)
        # Until the replica holds a snapshot of Litestream's current generation (a new one
        # starts on the first run and whenever Litestream lost its place in the WAL), nothing
        # written since can be restored: a full database takes a while to upload.
        started, started_wall = time.monotonic(), time.time()
        meta = work / ".plansmith.db-litestream"

        def snapshot_uploaded():
            # The generation is known once Litestream has copied the WAL since this start (the
            # readiness probe above wrote to it): before that, the name left from the last run
            # may be one it is about to give up.
            generation = (meta / "generation").read_text().strip()
            shadow = meta / "generations" / generation / "wal"
            if not any(f.stat().st_mtime > started_wall for f in shadow.iterdir()):
                return False
            listed = subprocess.run([args.litestream, "snapshots", "-config", str(config), str(work / "plansmith.db")],
                                    env=env, capture_output=True, text=True).stdout
            return any(line.split()[1:2] == [generation] for line in listed.splitlines()[1:])
        wait_for("the replica's snapshot of Litestream's current generation", snapshot_uploaded, self.process, self.log,
                 patience=3600)
        self.generation = (meta / "generation").read_text().strip()
        self.snapshot_seconds = time.monotonic() - started

    def kill(self) -> float:
        os.killpg(self.process.pid, signal.SIGKILL)
        killed_at = time.time()
        self.process.wait()
        return killed_at


def load(port: int, ledger: Ledger, stop: threading.Event, round_no: int):
    """Survey clients and one admin, until `stop` or the server is gone."""
    status, body = request(port, "POST", "/api/admin/login", {"username": ADMIN[0], "password": ADMIN[1]})
    if status != 200:
        raise DrillFailed(f"admin login answered {status}")
    token = body["token"]

    # Surveys come in bursts with quiet moments between them, as on a real site: the built-in
    # planner drafts plans in the quiet moments, and the admin sends them.
    busy = threading.Event()

    def pacer():
        while not stop.is_set():
            busy.set()
            stop.wait(BURST)
            busy.clear()
            stop.wait(QUIET)
        busy.set()

    def surveys(client: int):
        n = 0
        while not stop.is_set():
            busy.wait()
            tag = f"r{round_no}-c{client}-n{n}"
            n += 1
            try:
                answers = survey(tag)
                status, body = request(port, "POST", "/api/leads", answers)
            except OSError:
                return
            if status == 201:
                ledger.lead(body["id"], answers["email"])
            stop.wait(THINK)

    def admin():
        while not stop.is_set():
            try:
                status, pending = request(port, "GET", "/api/admin/strategies/pending", token=token)
                if status != 200:
                    return
                for draft in pending[:5]:
                    if request(port, "POST", f"/api/admin/strategies/{draft['id']}/approve", token=token)[0] != 200:
                        continue
                    if request(port, "POST", f"/api/admin/strategies/{draft['id']}/send", token=token)[0] == 200:
                        ledger.send(draft["id"])
            except OSError:
                return
            time.sleep(0.05)

    threads = [threading.Thread(target=surveys, args=(c,), daemon=True) for c in range(SURVEY_CLIENTS)]
    threads.append(threading.Thread(target=admin, daemon=True))
    threads.append(threading.Thread(target=pacer, daemon=True))
    for thread in threads:
        thread.start()
    return threads


def check_restore(restored: Path, ledger: Ledger, killed_at: float) -> tuple[float, int, int]:
    """Checks the restored file; returns the recovery point in seconds and how many of the
    acknowledged leads and sent plans it holds."""
    with contextlib.closing(sqlite3.connect(restored)) as db:
        integrity = db.execute("PRAGMA integrity_check").fetchall()
        if integrity != [("ok",)]:
            raise DrillFailed(f"integrity_check of the restore: {integrity[:5]}")
        leads = dict(db.execute("SELECT id, email FROM leads").fetchall())
        sent = {row[0] for row in db.execute("SELECT id FROM strategies WHERE status = 'sent'")}
    cutoff = killed_at - MUST_SURVIVE
    with ledger.lock:
        missing = [(at, f"lead {lead_id} <{email}>") for lead_id, (email, at) in ledger.leads.items() if leads.get(lead_id) != email]
        missing_leads = len(missing)
        missing += [(at, f"sent plan {strategy_id}") for strategy_id, at in ledger.sends.items() if strategy_id not in sent]
        acknowledged = (len(ledger.leads), len(ledger.sends))
    lost = sorted(f"{what} acknowledged {killed_at - at:.2f} s before the kill" for at, what in missing if at < cutoff)
    if lost:
        raise DrillFailed(f"{len(lost)} acknowledged write(s) older than {MUST_SURVIVE:.0f} s are not in the restore: "
                          + "; ".join(lost[:10]))
    if acknowledged[0] == 0 or acknowledged[1] == 0:
        raise DrillFailed(f"the load acknowledged {acknowledged[0]} leads and {acknowledged[1]} sent plans: too little to check")
    recovery_point = killed_at - min(at for at, _ in missing) if missing else 0.0
    return recovery_point, acknowledged[0] - missing_leads, acknowledged[1] - (len(missing) - missing_leads)


def serve_restored(args, restored: Path, env: dict, work: Path, round_no: int):
    """`plansmith migrate` and `plansmith serve` open the restored file and it takes writes."""
    migrated = subprocess.run([args.bin, "migrate", "--db", str(restored)], env=env, capture_output=True, text=True)
    if migrated.returncode:
        raise DrillFailed(f"plansmith migrate on the restore failed:\n{migrated.stderr}")
    port = free_port()
    log = work / f"restored-{round_no}.log"
    with open(log, "w") as out:
        server = subprocess.Popen([args.bin, "serve", "--bind", f"127.0.0.1:{port}", "--db", str(restored)],
                                  env=env, stdout=out, stderr=subprocess.STDOUT)
    try:
        wait_for("plansmith serving the restore", lambda: request(port, "GET", "/readyz")[0] == 200, server, log)
        status, _ = request(port, "POST", "/api/leads", survey(f"restored-{round_no}"))
        if status != 201:
            raise DrillFailed(f"the restored service answered a survey with {status}")
    finally:
        server.terminate()
        server.wait(timeout=60)


# Answers the seeded leads cycle through, so that their plans differ as real ones do (and
# compress no better than real ones would).
SEED_ANSWERS = {
    "business_type": ["food-beverage", "beauty-wellness", "coaching", "freelance", "online-store", "other"],
    "sell_location": ["locally", "nationally", "online-only"],
    "business_stage": ["idea", "launched", "established"],
    "primary_goal": ["get-first-customers", "grow-audience", "increase-sales", "brand-awareness"],
    "time_available": ["1-2-hours", "3-5-hours", "6-10-hours", "10-plus-hours"],
    "marketing_budget": ["0-50", "50-200", "200-500", "500-plus"],
    "brand_tone": ["professional", "friendly", "casual", "bold"],
    "marketing_support": ["diy", "some-help", "full-help"],
}
SEED_OFFERINGS = [
    ("Sourdough bread and seasonal pastries", "Busy parents who care about real ingredients", "Fresh bread without additives"),
    ("Bookkeeping for freelance designers", "Designers with their first employees", "Tax-season panic"),
    ("Hand-thrown stoneware mugs", "Coffee lovers who buy gifts online", "Mass-produced, characterless mugs"),
    ("Career coaching for nurses", "Nurses moving into management", "Burnout without a plan out"),
    ("Mobile dog grooming", "Dog owners without a car", "Stressful trips to the groomer"),
]


def seed(args, db: Path, env: dict, work: Path, leads: int):
    """Adds `leads` leads with varied answers, then lets Plansmith (alone, no Litestream) draft
    a plan for each, so the database holds what that many real leads bring: about 30 KB each."""
    names = ["business_name", *SEED_ANSWERS, "business_offering", "ideal_customer", "problem_solved", "website",
             "platforms", "marketing_challenges", "current_marketing", "email", "created_at", "fingerprint"]
    platforms = ["instagram", "facebook", "tiktok", "linkedin", "email", "google-ads"]

    def row(n: int):
        picked = [values[(n // (i + 1)) % len(values)] for i, values in enumerate(SEED_ANSWERS.values())]
        offering, customer, problem = SEED_OFFERINGS[n % len(SEED_OFFERINGS)]
        return [f"Seed Business {n}", *picked, offering, customer, problem, f"seed{n}.example.com",
                json.dumps(platforms[n % 6:n % 6 + 2] or ["email"]), json.dumps(["not-enough-time"]), json.dumps(["social-media"]),
                f"seed-{n}@example.com", "2026-01-01T00:00:00.000Z", f"seed-{n}"]

    with contextlib.closing(sqlite3.connect(db)) as conn, conn:
        conn.executemany(f"INSERT INTO leads ({', '.join(names)}) VALUES ({', '.join('?' * len(names))})",
                         (row(n) for n in range(leads)))
    port = free_port()
    log = work / "seed.log"
    with open(log, "w") as out:
        server = subprocess.Popen([args.bin, "serve", "--bind", f"127.0.0.1:{port}", "--db", str(db)],
                                  env=env, stdout=out, stderr=subprocess.STDOUT)
    try:
        def drafted():
            with contextlib.closing(sqlite3.connect(db)) as conn:
                return conn.execute("SELECT COUNT(*) FROM leads WHERE plan_generated = 0").fetchone()[0] == 0
        deadline = time.monotonic() + 3600
        while not drafted():
            if server.poll() is not None or time.monotonic() > deadline:
                raise DrillFailed(f"drafting the seeded leads' plans did not finish:\n{log.read_text()}")
            time.sleep(1)
    finally:
        server.terminate()
        server.wait(timeout=60)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bin", default=os.environ.get("PLANSMITH_BIN", str(ROOT / "target/debug/plansmith")))
    parser.add_argument("--litestream", default=str(VENV_BIN / "litestream"))
    parser.add_argument("--kills", type=int, default=3)
    parser.add_argument("--load-seconds", type=float, default=6.0, help="load before each kill")
    parser.add_argument("--seed-leads", type=int, default=0, help="leads already in the database")
    parser.add_argument("--replica", choices=("s3", "file"), default="s3",
                        help="where Litestream replicates to: the S3 server, or a folder (as on a mounted disk)")
    args = parser.parse_args()
    args.bin = str(Path(args.bin).resolve())

    version = subprocess.run([args.litestream, "version"], capture_output=True, text=True, check=True).stdout.strip()
    work = Path(tempfile.mkdtemp(prefix="plansmith-drill-"))
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PLANSMITH_", "AWS_", "LITESTREAM_"))}
    env.update({"PLANSMITH_LEAD_RATE_LIMIT": "0", "LITESTREAM_ACCESS_KEY_ID": "drill", "LITESTREAM_SECRET_ACCESS_KEY": "drill-secret"})

    s3_port = free_port()
    s3_log = work / "s3.log"
    with open(s3_log, "w") as log:
        s3 = subprocess.Popen([str(VENV_BIN / "moto_server"), "-H", "127.0.0.1", "-p", str(s3_port)],
                              stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    endpoint = f"http://127.0.0.1:{s3_port}"
    primary = None
    try:
        wait_for("moto's S3 server", lambda: request(s3_port, "GET", "/")[0] == 200, s3, s3_log)
        boto3.client("s3", endpoint_url=endpoint, region_name="us-east-1", aws_access_key_id="drill",
                     aws_secret_access_key="drill-secret").create_bucket(Bucket=BUCKET)
        db = work / "plansmith.db"
        config = work / "litestream.yml"
        if args.replica == "s3":
            replica = (f"      - type: s3\n        bucket: {BUCKET}\n        path: plansmith\n        endpoint: {endpoint}\n"
                       "        region: us-east-1\n        force-path-style: true\n")
        else:
            replica = f"      - type: file\n        path: {work / 'replica'}\n"
        config.write_text(f"dbs:\n  - path: {db}\n    replicas:\n{replica}        sync-interval: {SYNC_INTERVAL:g}s\n")
        created = subprocess.run([args.bin, "create-admin", ADMIN[0], "--password-stdin", "--db", str(db)],
                                 input=f"{ADMIN[1]}\n", text=True, env=env, capture_output=True)
        if created.returncode:
            raise DrillFailed(f"plansmith create-admin failed:\n{created.stderr}")
        if args.seed_leads:
            started = time.monotonic()
            seed(args, db, env, work, args.seed_leads)
            print(f"drill: seeded {args.seed_leads} leads and drafted their plans in {time.monotonic() - started:.0f} s")

        target = f"S3 (moto) at {endpoint}" if args.replica == "s3" else f"the folder {work / 'replica'}"
        print(f"drill: litestream {version} -> {target}, sync interval {SYNC_INTERVAL:g} s; "
              f"{args.kills} kills after {args.load_seconds:g} s of load each; database of {args.seed_leads} leads "
              f"({db.stat().st_size / 2**20:.0f} MiB) before the load")
        ledger = Ledger()
        generation = None
        # Restarts after which Litestream had lost its place in the WAL and started over with a
        # full snapshot (nothing written meanwhile can be restored until it is uploaded): a rare
        # kill in the middle of Litestream's own checkpoint does that; every restart doing it
        # means something checkpoints behind its back.
        restarts_lost = 0
        for round_no in range(1, args.kills + 1):
            primary = Primary(args, work, config, env, round_no)
            stop = threading.Event()
            threads = load(primary.port, ledger, stop, round_no)
            # The load runs meanwhile; each kill lands at another point of its rhythm.
            time.sleep(args.load_seconds + (BURST + QUIET) * round_no / (args.kills + 1))
            killed_at = primary.kill()
            snapshot_seconds = primary.snapshot_seconds
            kept = "its generation kept" if primary.generation == generation else "a new generation"
            if round_no > 1 and primary.generation != generation:
                restarts_lost += 1
            generation = primary.generation
            stop.set()
            for thread in threads:
                thread.join(timeout=PATIENCE)
            primary = None

            restored = work / f"restored-{round_no}.db"
            started = time.monotonic()
            restore = subprocess.run([args.litestream, "restore", "-config", str(config), "-o", str(restored), str(db)],
                                     env=env, capture_output=True, text=True)
            restore_seconds = time.monotonic() - started
            if restore.returncode:
                raise DrillFailed(f"litestream restore failed:\n{restore.stdout}{restore.stderr}")
            recovery_point, leads, sent = check_restore(restored, ledger, killed_at)
            serve_restored(args, restored, env, work, round_no)
            print(f"kill {round_no}: Litestream started with {kept} (restorable {snapshot_seconds:.1f} s after the start); restored {leads} of {len(ledger.leads)} acknowledged leads and {sent} of "
                  f"{len(ledger.sends)} sent plans; recovery point {recovery_point:.2f} s; restore {restore_seconds:.2f} s; "
                  f"integrity ok; migrate and serve ok", flush=True)
        if args.kills > 2 and restarts_lost == args.kills - 1:
            raise DrillFailed("Litestream lost its place in the WAL at every restart after a kill")
        print("drill: passed")
        shutil.rmtree(work, ignore_errors=True)
        return 0
    except DrillFailed as failure:
        print(f"drill FAILED: {failure}\n(work folder kept: {work})", file=sys.stderr)
        return 1
    finally:
        if primary is not None:
            primary.kill()
        os.killpg(s3.pid, signal.SIGKILL)
        s3.wait()


if __name__ == "__main__":
    sys.exit(main())
