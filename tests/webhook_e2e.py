"""Stripe's webhook end to end, signed by Stripe's own library: the Rust tests sign with their
own HMAC code (pinned to a vector from this library), so this is the one check that the real
binary accepts what `stripe.WebhookSignature.generate_signature_header` makes.

1. Starts `plansmith serve` on a free port with a fresh database, Stripe configured (test keys,
   webhook secret) and its API base pointed at a local server speaking Stripe's wire format for
   `POST /v1/payment_intents`; creates an admin with `plansmith create-admin --password-stdin`.
2. A buyer answers the survey and checks out (`POST /api/create-payment-intent`): a pending
   order. A second buyer checks out too, for the forger to aim at.
3. Posts a `payment_intent.succeeded` event for the first order, signed by Stripe's library:
   the webhook answers 2xx, the order is paid (`GET /api/admin/orders`) and one Pro package
   e-mail to the buyer is in the outbox (`plansmith outbox list`).
4. Posts the same event again (Stripe redelivers): 2xx, and nothing changes.
5. Posts a `payment_intent.succeeded` for the second order signed with another secret, and one
   whose body was changed after signing: each is refused with 400, and nothing changes.

Prints each check as it passes; exits non-zero on the first failure.

Usage: webhook_e2e.py [--bin target/debug/plansmith]
"""

import argparse
import contextlib
import http.client
import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
from http.server import ThreadingHTTPServer
from pathlib import Path

from stripe import WebhookSignature

from testkit import fake_stripe, free_port, survey

ROOT = Path(__file__).resolve().parent.parent
STRIPE_SECRET = "sk_test_webhook_e2e"
WEBHOOK_SECRET = "whsec_webhook_e2e"
ADMIN = ("webhook-admin", "webhook-admin-password-1234")
# How long to wait for something that should come soon (the server up, one answer) before
# calling it a hang: generous, so that a slow machine never runs into it.
PATIENCE_SECONDS = 60


class Failed(Exception):
    """A check did not hold."""


def check(condition: bool, what: str, detail=""):
    if not condition:
        raise Failed(f"{what}: {detail}" if detail != "" else what)
    print(f"ok   {what}")


class Server:
    """`plansmith serve` on 127.0.0.1 with `db`, up once `/healthz` answers."""

    def __init__(self, binary: str, db: Path, log: Path, env: dict):
        self.binary, self.db, self.log, self.env = binary, db, log, env
        created = subprocess.run([binary, "create-admin", ADMIN[0], "--password-stdin", "--db", str(db)],
                                 input=f"{ADMIN[1]}\n", text=True, env=env, capture_output=True)
        if created.returncode:
            raise Failed(f"plansmith create-admin failed:\n{created.stderr}")
        self.port = free_port()
        with open(log, "w") as out:
            self.process = subprocess.Popen([binary, "serve", "--bind", f"127.0.0.1:{self.port}", "--db", str(db)],
                                            env=env, stdout=out, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + PATIENCE_SECONDS
        while True:
            with contextlib.suppress(OSError):
                if self.request("GET", "/healthz")[0] == 200:
                    break
            if self.process.poll() is not None or time.monotonic() > deadline:
                self.stop()
                raise Failed(f"plansmith did not start:\n{log.read_text()}")
            time.sleep(0.1)
        self.token = None

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()

    def request(self, method: str, path: str, body: bytes | None = None, headers: dict | None = None):
        """One exchange on a fresh connection: (status, body bytes)."""
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=PATIENCE_SECONDS)
        try:
            connection.request(method, path, body=body, headers=headers or {})
            response = connection.getresponse()
            return response.status, response.read()
        finally:
            connection.close()

    def call(self, method: str, path: str, payload=None, status: int = 200):
        """A JSON call that must answer `status`; its JSON answer."""
        headers = {"Content-Type": "application/json"}
        if self.token:
            headers["Authorization"] = f"Bearer {self.token}"
        body = None if payload is None else json.dumps(payload).encode()
        got, answer = self.request(method, path, body, headers)
        if got != status:
            raise Failed(f"{method} {path} answered {got}, not {status}: {answer[:300]!r}")
        return json.loads(answer) if answer else None

    def webhook(self, payload: str, signature: str):
        """Posts `payload` to the webhook as Stripe does: (status, body bytes)."""
        return self.request("POST", "/api/stripe/webhook", payload.encode(),
                            {"Content-Type": "application/json; charset=utf-8", "Stripe-Signature": signature})

    def orders(self) -> dict:
        """The admin's view of the orders, by PaymentIntent id."""
        return {o["paymentIntentId"]: o for o in self.call("GET", "/api/admin/orders")}

    def outbox(self) -> list:
        """`plansmith outbox list`: (kind, recipient, status) per message."""
        listed = subprocess.run([self.binary, "outbox", "list", "--db", str(self.db)],
                                env=self.env, text=True, capture_output=True)
        if listed.returncode:
            raise Failed(f"plansmith outbox list failed:\n{listed.stderr}")
        rows = []
        for line in listed.stdout.splitlines():
            # ID STATUS TRY CREATED KIND TO SUBJECT
            parts = line.split(None, 6)
            if len(parts) >= 6 and parts[0].isdigit():
                rows.append((parts[4], parts[5], parts[1]))
        return rows


def succeeded_event(event_id: str, pi: str, email: str) -> str:
    """A `payment_intent.succeeded` event as Stripe sends it, for 99.00 USD in test mode."""
    return json.dumps({
        "id": event_id, "object": "event", "api_version": "2025-10-29.clover", "created": int(time.time()),
        "livemode": False, "type": "payment_intent.succeeded",
        "data": {"object": {
            "id": pi, "object": "payment_intent", "amount": 9900, "amount_received": 9900, "currency": "usd",
            "status": "succeeded", "livemode": False, "receipt_email": email,
            "metadata": {"product": "plansmith_pro", "email": email, "customer_name": "Ada Baker"},
        }},
    })


def run(server: Server):
    buyer = survey("webhook")
    email = buyer["email"]
    other = "second-buyer@example.com"
    server.call("POST", "/api/leads", buyer, status=201)
    for address, name in ((email, "Ada Baker"), (other, "Grace")):
        intent = server.call("POST", "/api/create-payment-intent", {"email": address, "customerName": name})
        check("clientSecret" in intent, f"checkout for {address} answers a client secret", intent)
    server.token = server.call("POST", "/api/admin/login", {"username": ADMIN[0], "password": ADMIN[1]})["token"]
    orders = server.orders()
    by_email = {o["email"]: pi for pi, o in orders.items()}
    check(set(by_email) == {email, other} and all(o["status"] == "pending" for o in orders.values()),
          "two pending orders", orders)
    pi, other_pi = by_email[email], by_email[other]

    # A genuine event, signed by Stripe's library with the configured secret.
    payload = succeeded_event("evt_e2e_paid", pi, email)
    signature = WebhookSignature.generate_signature_header(payload, WEBHOOK_SECRET)
    status, body = server.webhook(payload, signature)
    check(200 <= status < 300, f"the signed payment_intent.succeeded is accepted ({status} {body.decode()})",
          body)
    orders = server.orders()
    check(orders[pi]["status"] == "paid" and orders[pi]["paidAt"], "the order is paid", orders[pi])
    check(orders[other_pi]["status"] == "pending", "the other order is still pending", orders[other_pi])
    pro = [row for row in server.outbox() if row[0] == "pro_package"]
    check(len(pro) == 1 and pro[0][1] == email, f"one Pro package e-mail to {email} is in the outbox",
          server.outbox())

    # Stripe redelivers the same event.
    before = (server.orders(), server.outbox())
    status, body = server.webhook(payload, WebhookSignature.generate_signature_header(payload, WEBHOOK_SECRET))
    check(200 <= status < 300, f"the replayed event is acknowledged ({status})", body)
    check((server.orders(), server.outbox()) == before, "the replay changes no order and sends nothing more",
          (server.orders(), server.outbox()))

    # A forger pays the other order: signed with another secret, or a body changed after signing.
    forged = succeeded_event("evt_e2e_forged", other_pi, other)
    attempts = {
        "signed with another secret": (forged, WebhookSignature.generate_signature_header(forged, "whsec_forger")),
        "body changed after signing": (
            forged, WebhookSignature.generate_signature_header(forged.replace(other_pi, pi), WEBHOOK_SECRET)),
    }
    for what, (body_sent, header) in attempts.items():
        status, body = server.webhook(body_sent, header)
        check(status == 400, f"a forged event ({what}) is refused with 400", f"{status} {body[:300]!r}")
    check((server.orders(), server.outbox()) == before, "the forged events change no order and send nothing",
          (server.orders(), server.outbox()))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bin", default=os.environ.get("PLANSMITH_BIN", str(ROOT / "target/debug/plansmith")))
    args = parser.parse_args()
    # A plain `kill` unwinds like Ctrl-C, so the server and the work folder are still cleaned up.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))

    env = {k: v for k, v in os.environ.items() if not k.startswith("PLANSMITH_")}
    with contextlib.ExitStack() as stack:
        work = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="plansmith-webhook-")))
        stripe_api = ThreadingHTTPServer(("127.0.0.1", 0), fake_stripe(STRIPE_SECRET, "e2e"))
        threading.Thread(target=stripe_api.serve_forever, daemon=True).start()
        stack.callback(stripe_api.server_close)
        stack.callback(stripe_api.shutdown)
        env.update({
            "PLANSMITH_LEAD_RATE_LIMIT": "0",
            "PLANSMITH_STRIPE_SECRET_KEY": STRIPE_SECRET, "PLANSMITH_STRIPE_PUBLISHABLE_KEY": "pk_test_webhook_e2e",
            "PLANSMITH_STRIPE_WEBHOOK_SECRET": WEBHOOK_SECRET,
            "PLANSMITH_STRIPE_API_BASE": f"http://127.0.0.1:{stripe_api.server_address[1]}/",
        })
        log = work / "plansmith.log"
        try:
            server = Server(args.bin, work / "plansmith.db", log, env)
            stack.callback(server.stop)
            run(server)
        except Failed as err:
            print(f"FAIL {err}", file=sys.stderr)
            if log.exists():
                print(f"--- plansmith's log ---\n{log.read_text()}", file=sys.stderr)
            return 1
    print("webhook end to end: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
