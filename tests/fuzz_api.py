"""Fuzzes every operation of the real binary against its own OpenAPI document with schemathesis.

Starts `plansmith serve` on a free port with a fresh database, payments pointed at a local
server speaking Stripe's wire format, and an admin account; then runs `schemathesis run` with
the admin token, so public and admin operations are all exercised. Fails on any 5xx, any
response that does not match the document, any undocumented status, and any 405 without
`Allow`.

Usage: fuzz_api.py [--bin target/debug/plansmith] [--max-examples 25]
"""

import argparse
import json
import os
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qsl

ROOT = Path(__file__).resolve().parent.parent
STRIPE_SECRET = "sk_test_fuzz"
ADMIN = ("fuzz-admin", "fuzz-admin-password-1234")

# Checks that do not apply: the API has rules JSON Schema cannot state (an e-mail address that
# really is one, `specificLocation` only with `locally`, `other` needs `otherChallenge`, a
# token that exists), so a schema-valid request may rightly be refused with a documented 400.
EXCLUDED_CHECKS = "positive_data_acceptance"


class FakeStripe(BaseHTTPRequestHandler):
    """POST /v1/payment_intents, answered like Stripe (form body, bearer key)."""

    counter = 0

    def do_POST(self):  # noqa: N802 (http.server's naming)
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0)).decode()
        form = dict(parse_qsl(body))
        if self.path != "/v1/payment_intents" or self.headers.get("Authorization") != f"Bearer {STRIPE_SECRET}":
            return self.reply(401, {"error": {"type": "invalid_request_error", "message": "Invalid API Key"}})
        FakeStripe.counter += 1
        pi = f"pi_fuzz_{FakeStripe.counter}"
        metadata = {k[9:-1]: v for k, v in form.items() if k.startswith("metadata[")}
        self.reply(200, {
            "id": pi, "object": "payment_intent", "amount": int(form.get("amount", "0")),
            "amount_capturable": 0, "amount_received": 0, "capture_method": "automatic_async",
            "client_secret": f"{pi}_secret_fuzz", "confirmation_method": "automatic", "created": int(time.time()),
            "currency": form.get("currency", "usd"), "livemode": False, "metadata": metadata,
            "payment_method_types": ["card"], "receipt_email": form.get("receipt_email"),
            "status": "requires_payment_method", "automatic_payment_methods": {"enabled": True},
        })

    def reply(self, status, body):
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args):
        pass


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def request(url, body=None):
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(url, data=data, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=10) as res:
        return json.load(res)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bin", default=str(ROOT / "target/debug/plansmith"))
    parser.add_argument("--max-examples", type=int, default=25)
    parser.add_argument("--seed", type=int, default=20261122)
    args = parser.parse_args()

    stripe = ThreadingHTTPServer(("127.0.0.1", 0), FakeStripe)
    threading.Thread(target=stripe.serve_forever, daemon=True).start()

    work = Path(tempfile.mkdtemp(prefix="plansmith-fuzz-"))
    db = work / "fuzz.db"
    env = {k: v for k, v in os.environ.items() if not k.startswith("PLANSMITH_")}
    env.update({
        "PLANSMITH_LEAD_RATE_LIMIT": "0",
        "PLANSMITH_STRIPE_SECRET_KEY": STRIPE_SECRET,
        "PLANSMITH_STRIPE_PUBLISHABLE_KEY": "pk_test_fuzz",
        "PLANSMITH_STRIPE_WEBHOOK_SECRET": "whsec_fuzz",
        "PLANSMITH_STRIPE_API_BASE": f"http://127.0.0.1:{stripe.server_address[1]}/",
    })
    subprocess.run([args.bin, "create-admin", ADMIN[0], "--password-stdin", "--db", str(db)],
                   input=f"{ADMIN[1]}\n", text=True, env=env, check=True, capture_output=True)
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    log = open(work / "server.log", "w")
    server = subprocess.Popen([args.bin, "serve", "--bind", f"127.0.0.1:{port}", "--db", str(db)],
                              env=env, stdout=log, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                urllib.request.urlopen(f"{base}/healthz", timeout=1)
                break
            except OSError:
                if server.poll() is not None or time.monotonic() > deadline:
                    print((work / "server.log").read_text(), file=sys.stderr)
                    raise SystemExit("plansmith did not start")
                time.sleep(0.1)
        token = request(f"{base}/api/admin/login", {"username": ADMIN[0], "password": ADMIN[1]})["token"]
        schemathesis = Path(sys.executable).parent / "schemathesis"
        command = [
            str(schemathesis), "run", f"{base}/api/openapi.json",
            "--header", f"Authorization: Bearer {token}",
            "--checks", "all", "--exclude-checks", EXCLUDED_CHECKS,
            "--max-examples", str(args.max_examples), "--seed", str(args.seed),
            "--continue-on-failure", "--request-timeout", "10",
            "--generation-database", "none",
        ]
        result = subprocess.run(command, env={**os.environ, "NO_COLOR": "1"})
        server.poll()
        if server.returncode is not None:
            print("plansmith exited during the fuzz run:\n" + (work / "server.log").read_text(), file=sys.stderr)
            return 1
        return result.returncode
    finally:
        server.terminate()
        server.wait(timeout=30)
        stripe.shutdown()


if __name__ == "__main__":
    sys.exit(main())
