#!/usr/bin/env python3
"""Figures for the outbox, the admin leads page and the built-in planner. Run by hand:

    bench/figures.py            (needs the release binary from ./install.sh and the test venv)

1. Delivery of 1,000 queued messages to a local SMTP sink (aiosmtpd, tests/smtp_sink.py):
   messages per second (target >= 100/s), and time from enqueue to accepted-by-server for a
   single message (target < 200 ms).
2. GET /api/admin/leads page time with 100,000 leads in the database (target < 20 ms).
3. Built-in plans per second on one core (target >= 1,000), and the share of sentences the
   sample plans of very different businesses have in common (target < 25%), from the `plans`
   example.

All traffic goes to 127.0.0.1; every wait is bounded; servers are stopped on exit.
"""
import json
import os
import shutil
import signal
import socket
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET = "x86_64-unknown-linux-gnu"
BIN = os.path.join(ROOT, "target", TARGET, "release", "plansmith")
PLANS = os.path.join(ROOT, "target", TARGET, "release", "examples", "plans")
PYTHON = os.environ.get("PLANSMITH_TEST_PYTHON", os.path.join(ROOT, "target", "test-venv", "bin", "python"))
SURVEY = json.load(open(os.path.join(ROOT, "tests", "fixtures", "survey.json")))
PASSWORD = "benchmark password 123"
children = []


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_until(check, timeout, what):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = check()
        if value:
            return value
        time.sleep(0.005)
    sys.exit(f"figures: timed out waiting for {what}")


def start_server(db, env=None):
    port = free_port()
    full_env = {k: v for k, v in os.environ.items() if not k.startswith("PLANSMITH_")}
    full_env.update({"PLANSMITH_LEAD_RATE_LIMIT": "0", "PLANSMITH_LOGIN_RATE_LIMIT": "0"})
    full_env.update(env or {})
    proc = subprocess.Popen([BIN, "serve", "--bind", f"127.0.0.1:{port}", "--db", db], env=full_env,
                            stderr=subprocess.DEVNULL)
    children.append(proc)
    base = f"http://127.0.0.1:{port}"

    def healthy():
        try:
            return urllib.request.urlopen(base + "/healthz", timeout=1).status == 200
        except OSError:
            return False

    wait_until(healthy, 30, "the server to start")
    return proc, base


def stop(proc):
    proc.send_signal(signal.SIGTERM)
    proc.wait(timeout=60)


def post(base, path, body, token=None):
    request = urllib.request.Request(base + path, data=json.dumps(body).encode(), method="POST",
                                     headers={"Content-Type": "application/json"})
    if token:
        request.add_header("Authorization", "Bearer " + token)
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.load(response)


def start_sink(directory):
    port = free_port()
    proc = subprocess.Popen([PYTHON, os.path.join(ROOT, "tests", "smtp_sink.py"), "--port", str(port), "--dir", directory],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    children.append(proc)
    if proc.stdout.readline().strip() != "READY":
        sys.exit("figures: the SMTP sink did not start")
    return port


def count_mail(directory):
    return sum(1 for n in os.listdir(directory) if n.endswith(".json") and not n.startswith("."))


def mail_figures(work):
    db = os.path.join(work, "mail.db")
    server, base = start_server(db)
    for n in range(1000):
        post(base, "/api/leads", dict(SURVEY, email=f"reader{n}@example.com"))
    stop(server)
    held = sqlite3.connect(db).execute("SELECT COUNT(*) FROM outbox WHERE status = 'held'").fetchone()[0]
    sink_dir = os.path.join(work, "sink")
    os.mkdir(sink_dir)
    smtp = {"PLANSMITH_SMTP_URL": f"smtp://127.0.0.1:{start_sink(sink_dir)}", "PLANSMITH_MAIL_FROM": "plans@example.com"}
    started = time.monotonic()
    server, base = start_server(db, smtp)
    wait_until(lambda: count_mail(sink_dir) >= held, 300, f"{held} messages")
    batch_seconds = time.monotonic() - started
    latencies = []
    for n in range(20):
        before = count_mail(sink_dir)
        t0 = time.monotonic()
        post(base, "/api/leads", dict(SURVEY, email=f"single{n}@example.com"))
        wait_until(lambda: count_mail(sink_dir) > before, 30, "one message")
        latencies.append((time.monotonic() - t0) * 1000)
    stop(server)
    return held, held / batch_seconds, statistics.median(latencies), max(latencies)


def admin_figures(work):
    db = os.path.join(work, "admin.db")
    subprocess.run([BIN, "migrate", "--db", db], check=True, stdout=subprocess.DEVNULL)
    conn = sqlite3.connect(db)
    conn.execute(
        """WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100000)
           INSERT INTO leads (business_name, business_type, sell_location, business_offering, business_stage,
               ideal_customer, problem_solved, primary_goal, time_available, marketing_budget, brand_tone,
               marketing_support, platforms, marketing_challenges, current_marketing, email, plan_generated,
               created_at, fingerprint)
           SELECT 'Business ' || i, 'coaching', 'online-only', 'Coaching for founders', 'launched',
               'Founders', 'Stuck growth', 'increase-sales', '3-5-hours', '50-200', 'friendly', 'diy',
               '["linkedin"]', '["not-enough-time"]', '["none"]', 'owner' || i || '@example.com', 1,
               strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || i || ' minutes'), printf('%016x', i)
           FROM n""")
    conn.commit()
    conn.close()
    subprocess.run([BIN, "create-admin", "bench", "--password-stdin", "--db", db], input=PASSWORD + "\n",
                   text=True, check=True, stdout=subprocess.DEVNULL)
    server, base = start_server(db)
    token = post(base, "/api/admin/login", {"username": "bench", "password": PASSWORD})["token"]
    results = {}
    for label, path in [("first page", "/api/admin/leads?page=1&pageSize=50"),
                        ("page 1000", "/api/admin/leads?page=1000&pageSize=50"),
                        ("search", "/api/admin/leads?search=owner4242%40")]:
        times = []
        for _ in range(50):
            request = urllib.request.Request(base + path, headers={"Authorization": "Bearer " + token})
            t0 = time.monotonic()
            with urllib.request.urlopen(request, timeout=30) as response:
                response.read()
            times.append((time.monotonic() - t0) * 1000)
        times.sort()
        results[label] = (statistics.median(times), times[int(len(times) * 0.99) - 1])
    stop(server)
    return results


def main():
    for path, how in [(BIN, "./install.sh"), (PYTHON, "bash tests/run-all.sh (creates the venv)")]:
        if not os.path.exists(path):
            sys.exit(f"figures: {path} is missing: run {how} first")
    if not os.path.exists(PLANS):
        subprocess.run(["cargo", "build", "--release", "--locked", "--target", TARGET, "--example", "plans"], cwd=ROOT, check=True,
                       env=dict(os.environ, RUSTFLAGS="-C target-feature=+crt-static", PLANSMITH_SKIP_UI_BUILD="1"))
    work = tempfile.mkdtemp(prefix="plansmith-figures-")
    try:
        held, rate, p50, worst = mail_figures(work)
        admin = admin_figures(work)
        plans = subprocess.run(["taskset", "-c", "0", PLANS, "20000"], capture_output=True, text=True, check=True).stdout.strip()
    finally:
        for child in children:
            if child.poll() is None:
                child.kill()
        shutil.rmtree(work, ignore_errors=True)
    per_second = float(plans.split("plans_per_second=")[1].split()[0])
    lines = [
        f"outbox: {held} queued messages delivered at {rate:.0f} messages/s (target >= 100/s)",
        f"outbox: enqueue to accepted-by-server, single message: p50 {p50:.0f} ms, max {worst:.0f} ms (target < 200 ms)",
    ]
    for label, (median, p99) in admin.items():
        lines.append(f"admin leads, 100,000 leads, {label}: p50 {median:.1f} ms, p99 {p99:.1f} ms (target < 20 ms)")
    first, _, rest = plans.partition("\n")
    lines.append(f"built-in planner, one core: {per_second:.0f} plans/s, each written, rendered and checked (target >= 1,000)  [{first}]")
    lines.extend(f"built-in planner, {line}" for line in rest.splitlines())
    print("\n".join(lines))
    os.makedirs(os.path.join(ROOT, "bench", "results"), exist_ok=True)
    with open(os.path.join(ROOT, "bench", "results", "figures.txt"), "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
