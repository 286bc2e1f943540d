"""What the Python test tools share: a free port, the survey they submit, and a stand-in for
Stripe's API."""

import itertools
import json
import socket
import time
import urllib.parse
from http.server import BaseHTTPRequestHandler
from pathlib import Path

# The one sample survey every suite and benchmark submits (the Rust tests' `valid_survey()`).
SURVEY_FILE = Path(__file__).resolve().parent / "fixtures" / "survey.json"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def survey(n: int | str) -> dict:
    """A complete, valid survey (tests/fixtures/survey.json), made distinct by `n` in its business
    name and e-mail address so that it is never taken for a repeat of an earlier one."""
    with open(SURVEY_FILE, encoding="utf-8") as f:
        answers = json.load(f)
    local, domain = answers["email"].split("@")
    return {**answers, "businessName": f"{answers['businessName']} {n}", "email": f"{local}{n}@{domain}"}


def fake_stripe(secret_key: str, tag: str) -> type[BaseHTTPRequestHandler]:
    """A handler for Stripe's `POST /v1/payment_intents`, serve it with ThreadingHTTPServer: it
    takes only `Authorization: Bearer <secret_key>` and a form-encoded body, and answers a
    PaymentIntent (ids `pi_<tag>_1`, `pi_<tag>_2`, ...); a repeated Idempotency-Key gets the same
    one back, as from Stripe. Every path under `/down/` answers 500 with Stripe's error shape
    (which the AI client reads too), so a server given a `/down/` base sees its provider fail."""

    class FakeStripe(BaseHTTPRequestHandler):
        intent_ids = itertools.count(1)
        by_key: dict = {}

        def do_POST(self):  # noqa: N802 (http.server's naming)
            body = self.rfile.read(int(self.headers.get("Content-Length") or 0)).decode()
            if self.path.startswith("/down/"):
                return self.reply(500, {"error": {"type": "api_error", "message": "The fake upstream is down"}})
            if self.headers.get("Authorization") != f"Bearer {secret_key}":
                return self.reply(401, {"error": {"type": "invalid_request_error", "message": "Invalid API Key"}})
            if self.path != "/v1/payment_intents":
                return self.reply(404, {"error": {"type": "invalid_request_error", "message": "Unrecognized URL"}})
            key = self.headers.get("Idempotency-Key")
            if key in self.by_key:
                return self.reply(200, self.by_key[key])
            form = dict(urllib.parse.parse_qsl(body))
            pi = f"pi_{tag}_{next(self.intent_ids)}"
            intent = {
                "id": pi, "object": "payment_intent", "amount": int(form.get("amount", "0")),
                "amount_capturable": 0, "amount_received": 0, "capture_method": "automatic_async",
                "client_secret": f"{pi}_secret_{tag}", "confirmation_method": "automatic",
                "created": int(time.time()), "currency": form.get("currency", "usd"), "livemode": False,
                "metadata": {k[9:-1]: v for k, v in form.items() if k.startswith("metadata[")},
                "payment_method_types": ["card"], "receipt_email": form.get("receipt_email"),
                "status": "requires_payment_method", "automatic_payment_methods": {"enabled": True},
            }
            if key:
                self.by_key[key] = intent
            self.reply(200, intent)

        def reply(self, status, body):
            data = json.dumps(body).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, *args):
            pass

    return FakeStripe
