#!/usr/bin/env python3
"""Soak benchmark: a steady mixed load for 10 minutes against the release binary.

Every window (30 s by default) wrk runs the mixed load of bench/wrk.lua (1 in 10 requests a
survey submission, 1 in 10 an admin leads page, the rest stats polls) at 64 connections; after
each window the server's RSS is read. Prints throughput, p99, errors and RSS per window, then
the totals and the RSS growth from the first window to the last (target: no growth, 0 errors).
Run by hand on an otherwise idle machine (not by CI):

    bench/soak.py                      # 10 minutes
    bench/soak.py --minutes 2          # a shorter check
"""

import argparse
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ADMIN = ("soak-admin", "soak-admin-password-1234")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def rss_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def cpu_ticks() -> tuple[int, int]:
    """(all jiffies, steal jiffies) of the whole machine, from /proc/stat."""
    fields = [int(v) for v in Path("/proc/stat").read_text().splitlines()[0].split()[1:]]
    return sum(fields), fields[7]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bin", default=str(ROOT / "target/x86_64-unknown-linux-gnu/release/plansmith"))
    parser.add_argument("--minutes", type=float, default=10)
    parser.add_argument("--window", type=int, default=30, help="seconds per wrk run")
    parser.add_argument("--connections", type=int, default=64)
    args = parser.parse_args()
    if not Path(args.bin).exists():
        sys.exit(f"{args.bin} is missing: build it with ./install.sh")
    if not shutil.which("wrk"):
        sys.exit("wrk is missing: apt-get install -y wrk")

    work = Path(tempfile.mkdtemp(prefix="plansmith-soak-"))
    db = work / "soak.db"
    env = {k: v for k, v in os.environ.items() if not k.startswith("PLANSMITH_")}
    env["PLANSMITH_LEAD_RATE_LIMIT"] = "0"
    subprocess.run([args.bin, "create-admin", ADMIN[0], "--password-stdin", "--db", str(db)],
                   input=f"{ADMIN[1]}\n", text=True, env=env, check=True, capture_output=True)
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    server = subprocess.Popen([args.bin, "serve", "--bind", f"127.0.0.1:{port}", "--db", str(db)],
                              env=env, stdout=subprocess.DEVNULL, stderr=open(work / "server.log", "w"))
    try:
        for _ in range(300):
            try:
                urllib.request.urlopen(f"{base}/healthz", timeout=1)
                break
            except OSError:
                time.sleep(0.1)
        login = urllib.request.Request(f"{base}/api/admin/login", data=json.dumps({"username": ADMIN[0], "password": ADMIN[1]}).encode(),
                                       headers={"Content-Type": "application/json"})
        token = json.load(urllib.request.urlopen(login))["token"]
        idle_start = rss_mib(server.pid)
        print(f"soak: {args.minutes:g} min of mixed load at {args.connections} connections, windows of {args.window} s; idle RSS {idle_start:.1f} MiB")
        # steal: the share of this VM's CPU time the hypervisor gave other tenants in the window;
        # on a shared host it comes and goes and lands straight in the latency tail.
        print(f"{'window':>6} {'req/s':>9} {'p50 ms':>8} {'p99 ms':>8} {'errors':>7} {'RSS MiB':>8} {'steal %':>8}")
        windows = max(1, round(args.minutes * 60 / args.window))
        rows = []
        for n in range(windows):
            wrk_env = {**os.environ, "BENCH_MODE": "mixed", "BENCH_TOKEN": token, "BENCH_RUN_TAG": f"soak{n}",
                       "BENCH_SURVEY": str(ROOT / "tests/fixtures/survey.json")}
            ticks0, steal0 = cpu_ticks()
            out = subprocess.run(["wrk", "-t2", f"-c{args.connections}", f"-d{args.window}s", "--timeout", "5s", "--latency",
                                  "-s", str(ROOT / "bench/wrk.lua"), f"{base}/"],
                                 env=wrk_env, capture_output=True, text=True, cwd=ROOT, check=True).stdout
            line = next(l for l in out.splitlines() if l.startswith("BENCH "))
            fields = dict(kv.split("=") for kv in line.split()[1:])
            errors = int(fields["unexpected_status"]) + int(fields["socket_errors"])
            # What the errors were: a wrong status (with the last one seen) or a socket error, where
            # "timeout" is a request wrk gave up on after 5 s.
            kinds = {"status": int(fields["unexpected_status"]), "timeout": int(fields["timeout"]),
                     "connect": int(fields["connect"]), "read": int(fields["read"]), "write": int(fields["write"])}
            error_kinds = ", ".join(f"{k} {v}" for k, v in kinds.items() if v)
            if kinds["status"]:
                error_kinds += f" (last status {fields['last_bad_status']})"
            ticks1, steal1 = cpu_ticks()
            steal = 100 * (steal1 - steal0) / max(1, ticks1 - ticks0)
            row = (n + 1, float(fields["rps"]), float(fields["p50_ms"]), float(fields["p99_ms"]), errors, rss_mib(server.pid), steal)
            rows.append(row)
            print(f"{row[0]:>6} {row[1]:>9.0f} {row[2]:>8.2f} {row[3]:>8.2f} {row[4]:>7} {row[5]:>8.1f} {row[6]:>8.1f}"
                  + (f"  errors: {error_kinds}" if errors else ""), flush=True)
            if server.poll() is not None:
                print("soak: the server exited", file=sys.stderr)
                return 1
        total_errors = sum(r[4] for r in rows)
        growth = rows[-1][5] - rows[0][5]
        print(f"soak: mean {sum(r[1] for r in rows) / len(rows):.0f} req/s, worst p99 {max(r[3] for r in rows):.2f} ms, "
              f"errors {total_errors} (target 0), RSS first window {rows[0][5]:.1f} MiB -> last {rows[-1][5]:.1f} MiB "
              f"(growth {growth:+.1f} MiB; target: none beyond noise); p99 in the window with the least steal "
              f"{min(rows, key=lambda r: r[6])[3]:.2f} ms ({min(r[6] for r in rows):.1f}% steal)")
        return 0 if total_errors == 0 else 1
    finally:
        server.terminate()
        server.wait(timeout=60)
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
