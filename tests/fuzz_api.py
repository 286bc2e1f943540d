"""Fuzzes every operation of the real binary against its own OpenAPI document with schemathesis,
then proves that every documented response status of every operation is reachable.

1. Starts `plansmith serve` ("main") on a free port with a fresh database, payments pointed at
   a local server speaking Stripe's wire format, and an admin account.
2. Seeds it through the API: leads (each gets its automatic draft), one of those drafts
   approved, an order, a newsletter subscriber (its token read from the database, as mail is
   held in the outbox without SMTP).
3. Runs `schemathesis run` twice with the admin token, recording every exchange as HAR: first
   on the operations that take an id or a token, with a config file pinning those to the seeded
   values (so they answer 200/303/409, not only 404/400), then on all operations with generated
   values (unknown ids). Either run fails on any 5xx, any response that does not match the
   document, any undocumented status, and any 405 without `Allow`.
4. Reads, per operation, which documented statuses the fuzzing produced. For each one it did
   not, runs a directed probe that must produce it, and validates the answer (status, content
   type, body schema with `$ref`s resolved from the served document, required headers). Rate
   limits, a failing Stripe or AI provider and missing Stripe keys need two more servers:
   "limited" (limits of 1 per hour, behind a trusted proxy so each probe is its own client,
   Stripe answering 500) and "outage" (no Stripe keys, the AI provider answering 500).
5. Prints the coverage table and fails if a documented status was reached by neither fuzzing
   nor probe, or if a probe's answer does not match the document.

Usage: fuzz_api.py [--bin target/debug/plansmith] [--max-examples 25] [--seed N] [--all-probes]
"""

import argparse
import contextlib
import functools
import hashlib
import hmac
import http.client
import itertools
import json
import os
import signal
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
from dataclasses import dataclass, field, replace
from functools import cached_property
from http.server import ThreadingHTTPServer
from pathlib import Path

import jsonschema_rs

from testkit import fake_stripe, free_port, survey

ROOT = Path(__file__).resolve().parent.parent
API_PREFIX = "/api"
STRIPE_SECRET = "sk_test_fuzz"
WEBHOOK_SECRET = "whsec_fuzz"
ADMIN = ("fuzz-admin", "fuzz-admin-password-1234")
# Just over the 64 KiB body cap (src/http/payload.rs).
OVERSIZED = b'{"pad":"' + b"x" * (64 * 1024) + b'"}'
# An id no seeded or fuzzed row gets near (ids count up from 1).
UNKNOWN_ID = 999_999_999
# How long to wait for something that should come soon (a server up, the automatic drafts, one
# answer) before calling it a hang. Generous, so that a slow or heavily loaded machine never
# runs into them.
STARTUP_SECONDS = 60
DRAFT_SECONDS = 60
REQUEST_SECONDS = 60

# Checks that do not apply: the API has rules JSON Schema cannot state (an e-mail address that
# really is one, `specificLocation` only with `locally`, `other` needs `otherChallenge`, a
# token that exists), so a schema-valid request may rightly be refused with a documented 400.
EXCLUDED_CHECKS = "positive_data_acceptance"


class Unexpected(Exception):
    """A server answered a fixture or probe step with something else than the step needs."""


@dataclass(frozen=True)
class Call:
    """One request to the API, `path` under `/api`. `raw` replaces the JSON body verbatim."""

    method: str
    path: str
    query: dict = field(default_factory=dict)
    json: object = None
    raw: bytes | None = None
    content_type: str = "application/json"
    auth: bool = False
    headers: dict = field(default_factory=dict)


LOGIN = Call("POST", "/admin/login", json={"username": ADMIN[0], "password": ADMIN[1]})
CHECKOUT = Call("POST", "/create-payment-intent", json={"email": "buyer@example.com"})
SUBSCRIBE = Call("POST", "/newsletter/subscribe", json={"email": "reader@example.com"})


@dataclass
class Answer:
    """A response, read in full."""

    status: int
    headers: http.client.HTTPMessage
    body: bytes

    def json(self):
        return json.loads(self.body)


class Server:
    """One `plansmith serve` on 127.0.0.1 with its own database in `work`, up once `/healthz`
    answers. `token` is set by `login`; calls with `auth` send it."""

    def __init__(self, binary: str, work: Path, name: str, env: dict, admin: bool):
        self.name, self.db = name, work / f"{name}.db"
        self.log_path = work / f"{name}.log"
        self.token = None
        if admin:
            created = subprocess.run([binary, "create-admin", ADMIN[0], "--password-stdin", "--db", str(self.db)],
                                     input=f"{ADMIN[1]}\n", text=True, env=env, capture_output=True)
            if created.returncode:
                raise Unexpected(f"plansmith create-admin ({name}) failed:\n{created.stderr}")
        self.port = free_port()
        with open(self.log_path, "w") as log:
            self.process = subprocess.Popen(
                [binary, "serve", "--bind", f"127.0.0.1:{self.port}", "--db", str(self.db)],
                env=env, stdout=log, stderr=subprocess.STDOUT)
        try:
            self.wait_until_ready()
        except BaseException:
            self.stop()
            raise

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def wait_until_ready(self):
        deadline = time.monotonic() + STARTUP_SECONDS
        while True:
            try:
                if self.request("GET", "/healthz").status == 200:
                    return
            except OSError:
                pass
            if self.process.poll() is not None or time.monotonic() > deadline:
                raise Unexpected(f"plansmith ({self.name}) did not start:\n{self.log_path.read_text()}")
            time.sleep(0.1)

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()

    def send(self, call: Call) -> Answer:
        headers = dict(call.headers)
        body = call.raw if call.raw is not None else None if call.json is None else json.dumps(call.json).encode()
        if body is not None:
            headers["Content-Type"] = call.content_type
        if call.auth:
            headers["Authorization"] = f"Bearer {self.token}"
        query = "?" + urllib.parse.urlencode(call.query) if call.query else ""
        return self.request(call.method, API_PREFIX + call.path + query, body, headers)

    def request(self, method: str, target: str, body: bytes | None = None, headers: dict | None = None) -> Answer:
        """One exchange on a fresh connection. No redirect is followed: a 303 is seen as a 303."""
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=REQUEST_SECONDS)
        try:
            connection.request(method, target, body=body, headers=headers or {})
            response = connection.getresponse()
            return Answer(response.status, response.headers, response.read())
        finally:
            connection.close()

    def expect(self, call: Call, status: int) -> Answer:
        """Sends a fixture step that must succeed with `status`."""
        answer = self.send(call)
        if answer.status != status:
            raise Unexpected(f"{self.name}: {call.method} {call.path} answered {answer.status}, not {status}: "
                             f"{answer.body[:300]!r}")
        return answer

    def login(self):
        self.token = self.expect(LOGIN, 200).json()["token"]


# --- Seeding ---------------------------------------------------------------------------------

# What each seeded draft is for: each strategy operation gets its own, so one fuzzed operation
# moving a draft on (approve, reject, send) does not spoil another's. One more lead, "draft",
# is the one POST /generate-strategy is fuzzed and probed with.
STRATEGY_ROLES = ("edit", "approve", "reject", "send")


@dataclass
class Seeds:
    """Ids and the tokens the fuzzing is pinned to and the probes start from."""

    strategies: dict  # role -> strategy id
    draft_lead: int
    payment_intent: str
    newsletter_token: str
    newsletter_unsubscribe_token: str
    plan_page_token: str
    revoke_lead: int


def seed(main: Server) -> Seeds:
    """Creates, through the API, the rows the fuzzing and probes need ids and tokens of."""
    leads = {role: main.expect(Call("POST", "/leads", json=survey(i)), 201).json()["id"]
             for i, role in enumerate((*STRATEGY_ROLES, "draft", "page", "revoke"))}
    drafts = wait_for_drafts(main, set(leads.values()))
    strategies = {role: drafts[leads[role]] for role in STRATEGY_ROLES}
    main.expect(Call("POST", f"/admin/strategies/{strategies['send']}/approve", auth=True), 200)
    # Two sent plans open two plan pages: one the founder's endpoints use, one to revoke.
    for role in ("page", "revoke"):
        main.expect(Call("POST", f"/admin/strategies/{drafts[leads[role]]}/approve", auth=True), 200)
        main.expect(Call("POST", f"/admin/strategies/{drafts[leads[role]]}/send", auth=True), 200)
    email = survey(0)["email"]
    main.expect(Call("POST", "/create-payment-intent", json={"email": email, "customerName": "Ada Baker"}), 200)
    orders = main.expect(Call("GET", "/admin/orders", auth=True), 200).json()
    payment_intent = next((o["paymentIntentId"] for o in orders if o["email"] == email), None)
    if payment_intent is None:
        raise Unexpected(f"the order for {email} is not listed by GET /admin/orders: {orders}")
    main.expect(Call("POST", "/newsletter/subscribe", json={"email": email}), 202)
    with contextlib.closing(sqlite3.connect(main.db)) as db:
        token, leave = db.execute("SELECT token, unsubscribe_token FROM subscribers WHERE email = ?", (email,)).fetchone()
        page_token = db.execute("SELECT token FROM plan_pages WHERE lead_id = ?", (leads["page"],)).fetchone()[0]
    return Seeds(strategies, leads["draft"], payment_intent, token, leave, page_token, leads["revoke"])


def wait_for_drafts(main: Server, lead_ids: set) -> dict:
    """Every new lead gets a draft from a background worker; waits for them (lead -> draft id).
    Generating one ourselves instead could race with that worker, which would replace ours."""
    deadline = time.monotonic() + DRAFT_SECONDS
    while True:
        pending = main.expect(Call("GET", "/admin/strategies/pending", auth=True), 200).json()
        drafts = {s["leadId"]: s["id"] for s in pending if s["leadId"] in lead_ids}
        if len(drafts) == len(lead_ids):
            return drafts
        if time.monotonic() > deadline:
            raise Unexpected(f"automatic drafts missing for leads {sorted(lead_ids - drafts.keys())}")
        time.sleep(0.1)


# --- Fuzzing ---------------------------------------------------------------------------------

def seeded_pins(seeds: Seeds) -> dict:
    """operationId -> (parameter, seeded value) for every operation taking an id or a token."""
    return {
        "getStrategy": ("path.id", seeds.strategies["edit"]),
        "editStrategy": ("path.id", seeds.strategies["edit"]),
        "approveStrategy": ("path.id", seeds.strategies["approve"]),
        "rejectStrategy": ("path.id", seeds.strategies["reject"]),
        "sendStrategy": ("path.id", seeds.strategies["send"]),
        "generateStrategy": ("body.leadId", seeds.draft_lead),
        "confirmSubscriptionPage": ("query.token", seeds.newsletter_token),
        "unsubscribePage": ("query.token", seeds.newsletter_unsubscribe_token),
        "unsubscribe": ("query.token", seeds.newsletter_unsubscribe_token),
        "tickTask": ("path.token", seeds.plan_page_token),
        "writeFigure": ("path.token", seeds.plan_page_token),
        "resumePlanEmails": ("path.token", seeds.plan_page_token),
        "planEmailsUnsubscribePage": ("path.token", seeds.plan_page_token),
        "planEmailsUnsubscribe": ("path.token", seeds.plan_page_token),
        "revokePlanPage": ("path.id", seeds.revoke_lead),
    }


def seeded_config(pins: dict) -> str:
    """schemathesis.toml: one `[[operations]]` entry per pinned parameter."""
    return "".join(
        f'[[operations]]\ninclude-operation-id = "{operation}"\nparameters = {{ "{key}" = {json.dumps(value)} }}\n\n'
        for operation, (key, value) in pins.items())


def fuzz(main: Server, work: Path, name: str, args, config: Path | None = None, only: tuple = ()) -> tuple[int, Path]:
    """One `schemathesis run` against `main` (with `config`, on the operations in `only` if
    any), every exchange written to `<name>.har`."""
    har = work / f"{name}.har"
    schemathesis = Path(sys.executable).parent / "schemathesis"
    command = [
        str(schemathesis), *(["--config-file", str(config)] if config else []),
        "run", f"{main.base}{API_PREFIX}/openapi.json",
        *[flag for operation in only for flag in ("--include-operation-id", operation)],
        "--header", f"Authorization: Bearer {main.token}",
        "--checks", "all", "--exclude-checks", EXCLUDED_CHECKS,
        "--max-examples", str(args.max_examples), "--seed", str(args.seed),
        "--continue-on-failure", "--request-timeout", str(REQUEST_SECONDS),
        # Hypothesis' `too_slow` measures how fast test data is generated, i.e. the machine's speed.
        "--suppress-health-check", "too_slow",
        "--generation-database", "none",
        "--report", "har", "--report-har-path", str(har),
    ]
    print(f"\n==> schemathesis: {name}", flush=True)
    # Run from the work folder, so schemathesis' caches never land in the repository.
    result = subprocess.run(command, env={**os.environ, "NO_COLOR": "1"}, cwd=work)
    return result.returncode, har


def fuzz_both(main: Server, work: Path, seeds: Seeds, args) -> tuple[int, list]:
    """The seeded run goes first, while the seeded drafts are still in the states it expects."""
    pins = seeded_pins(seeds)
    config = work / "seeded.toml"
    config.write_text(seeded_config(pins))
    seeded = fuzz(main, work, "seeded-ids", args, config, only=tuple(pins))
    generated = fuzz(main, work, "generated-ids", args)
    return max(seeded[0], generated[0]), [seeded[1], generated[1]]


# --- Coverage --------------------------------------------------------------------------------

METHODS = ("get", "put", "post", "delete", "patch", "head", "options")


def documented(doc: dict) -> dict:
    """(METHOD, path template) -> documented statuses."""
    return {(method.upper(), path): set(operation["responses"])
            for path, item in doc["paths"].items()
            for method, operation in item.items() if method in METHODS}


def operation_of(method: str, url: str, operations) -> tuple | None:
    """The documented operation a request went to. As in the router, the path decides first
    (a literal segment beats a `{parameter}`): `PUT /admin/strategies/pending` is a request
    to the GET-only `/pending` path, not to `PUT /admin/strategies/{id}`."""
    path = urllib.parse.urlsplit(url).path
    if not path.startswith(API_PREFIX + "/"):
        return None
    segments = path[len(API_PREFIX):].split("/")
    best = (-1, None)
    for template in {template for _, template in operations}:
        pattern = template.split("/")
        literal = [p == s for p, s in zip(pattern, segments) if not p.startswith("{")]
        if len(pattern) == len(segments) and all(literal) and all(segments[1:]) and len(literal) > best[0]:
            best = (len(literal), template)
    return (method, best[1]) if (method, best[1]) in operations else None


def observed(har_files: list, operations) -> dict:
    """(METHOD, path template) -> statuses seen in the HAR files (as strings, like the doc)."""
    seen = {}
    for har in har_files:
        for entry in json.loads(har.read_text())["log"]["entries"]:
            status = entry["response"]["status"]
            op = operation_of(entry["request"]["method"], entry["request"]["url"], operations)
            if op and status:
                seen.setdefault(op, set()).add(str(status))
    return seen


# --- Validation ------------------------------------------------------------------------------

def json_schema(node):
    """OpenAPI 3.0 schema -> JSON Schema: `nullable: true` becomes "this or null"."""
    if isinstance(node, list):
        return [json_schema(item) for item in node]
    if not isinstance(node, dict):
        return node
    converted = {key: json_schema(value) for key, value in node.items() if key != "nullable"}
    return {"anyOf": [converted, {"type": "null"}]} if node.get("nullable") is True else converted


def essence(content_type: str) -> str:
    return content_type.split(";")[0].strip().lower()


def header_mismatches(documented_headers: dict, answer: Answer) -> list:
    """Required headers missing, or integer headers (`X-Total-Count`) that are not integers."""
    problems = []
    for name, header in documented_headers.items():
        value = answer.headers.get(name)
        if value is None:
            problems += [f"required header {name} missing"] if header.get("required") else []
        elif header.get("schema", {}).get("type") == "integer" and not value.strip().lstrip("-").isdigit():
            problems.append(f"header {name}: {value!r} is not an integer")
    return problems


def mismatches(doc: dict, op: tuple, status: str, answer: Answer) -> list:
    """How `answer` differs from the documented `status` response of `op` (empty: it matches)."""
    if str(answer.status) != status:
        return [f"status {answer.status}, expected {status}: {answer.body[:300]!r}"]
    spec = doc["paths"][op[1]][op[0].lower()]["responses"][status]
    problems = header_mismatches(spec.get("headers", {}), answer)
    content = spec.get("content")
    if not content:
        return problems + ([f"body {answer.body[:100]!r} where none is documented"] if answer.body else [])
    media = {essence(t): c for t, c in content.items()}
    received = essence(answer.headers.get("Content-Type", ""))
    if received not in media:
        return problems + [f"content type {received!r}, documented {sorted(media)}"]
    text = answer.body.decode("utf-8", "replace")
    try:
        instance = json.loads(text) if received == "application/json" else text
    except json.JSONDecodeError as err:
        return problems + [f"body is not JSON ({err}): {text[:100]!r}"]
    schema = {"allOf": [json_schema(media[received]["schema"])], "components": json_schema(doc["components"])}
    return problems + [error.message for error in jsonschema_rs.Draft4Validator(schema).iter_errors(instance)]


# --- Probes ----------------------------------------------------------------------------------

class Lab:
    """The servers probes run against: "main" (fuzzed and seeded), and two more started on
    first use. Probes that move a draft on make their own drafts."""

    def __init__(self, binary: str, work: Path, env: dict, upstream: str, main: Server, seeds: Seeds,
                 stack: contextlib.ExitStack):
        self.binary, self.work, self.env, self.upstream = binary, work, env, upstream
        self.main, self.seeds, self.stack = main, seeds, stack
        self.client_numbers = itertools.count(1)

    def start(self, name: str, settings: dict, admin: bool) -> Server:
        server = Server(self.binary, self.work, name, {**self.env, **settings}, admin)
        self.stack.callback(server.stop)
        return server

    @cached_property
    def limited(self) -> Server:
        """Hourly limits of 1 (3 for checkouts), behind a trusted proxy (so each probe is a
        client of its own, with its own allowance), Stripe answering 500."""
        return self.start("limited", {
            "PLANSMITH_LEAD_RATE_LIMIT": "1", "PLANSMITH_LOGIN_RATE_LIMIT": "1", "PLANSMITH_TRUST_PROXY": "true",
            **stripe_settings(f"{self.upstream}/down/"),
        }, admin=False)

    @cached_property
    def outage(self) -> Server:
        """No Stripe keys (payments unavailable) and an AI provider answering 500."""
        server = self.start("outage", {
            "PLANSMITH_AI_BASE_URL": f"{self.upstream}/down", "PLANSMITH_AI_MODEL": "fuzz-model",
        }, admin=True)
        server.login()
        return server

    def admin(self, method: str, path: str, **call) -> Answer:
        """A call to "main" with the admin token."""
        return self.main.send(Call(method, path, auth=True, **call))

    def on_new_person(self, action: str) -> Answer:
        """Exports or erases a person made for the purpose (a new survey), never one the other
        probes use."""
        person = survey({"export": 600, "erase": 601}[action])
        self.main.expect(Call("POST", "/leads", json=person), 201)
        return self.admin("POST", f"/admin/people/{action}", json={"email": person["email"]})

    def on_fresh(self, method: str, action: str = "", approved: bool = False, **call) -> Answer:
        """An admin call on a new draft (`/admin/strategies/<id><action>`), pending or approved."""
        # `again`: a plan sent by an earlier probe does not stop a new draft for the same lead.
        generate = Call("POST", "/generate-strategy", json={"leadId": self.seeds.draft_lead, "again": True},
                        auth=True)
        strategy = self.main.expect(generate, 201).json()["id"]
        if approved:
            self.main.expect(Call("POST", f"/admin/strategies/{strategy}/approve", auth=True), 200)
        return self.admin(method, f"/admin/strategies/{strategy}{action}", **call)

    def draft_again_after_a_send(self) -> Answer:
        """A new lead's plan drafted, approved and sent, then another draft asked for without
        saying it is meant: 409."""
        lead = self.main.expect(Call("POST", "/leads", json=survey("sent-plan")), 201).json()["id"]
        generate = Call("POST", "/generate-strategy", json={"leadId": lead}, auth=True)
        strategy = self.main.expect(generate, 201).json()["id"]
        for action in ("approve", "send"):
            self.main.expect(Call("POST", f"/admin/strategies/{strategy}/{action}", auth=True), 200)
        return self.main.send(generate)

    @functools.cache
    def fresh_page(self, name: str) -> tuple[int, str]:
        """A new lead whose plan was just sent: (lead id, its plan page's token). Made when a
        probe asks, after the fuzzing, which may have revoked the seeded pages."""
        lead = self.main.expect(Call("POST", "/leads", json=survey(f"page-{name}")), 201).json()["id"]
        generate = Call("POST", "/generate-strategy", json={"leadId": lead, "again": True}, auth=True)
        strategy = self.main.expect(generate, 201).json()["id"]
        for action in ("approve", "send"):
            self.main.expect(Call("POST", f"/admin/strategies/{strategy}/{action}", auth=True), 200)
        with contextlib.closing(sqlite3.connect(self.main.db)) as db:
            token = db.execute("SELECT token FROM plan_pages WHERE lead_id = ? ORDER BY id DESC", (lead,)).fetchone()[0]
        return lead, token

    def nth_from_new_client(self, call: Call, n: int) -> Answer:
        """Sends `call` `n` times to "limited" from a client never seen before; the last answer."""
        call = replace(call, headers={"X-Forwarded-For": f"198.51.100.{next(self.client_numbers)}"})
        answers = [self.limited.send(call) for _ in range(n)]
        return answers[-1]


def stripe_settings(api_base: str) -> dict:
    return {
        "PLANSMITH_STRIPE_SECRET_KEY": STRIPE_SECRET, "PLANSMITH_STRIPE_PUBLISHABLE_KEY": "pk_test_fuzz",
        "PLANSMITH_STRIPE_WEBHOOK_SECRET": WEBHOOK_SECRET, "PLANSMITH_STRIPE_API_BASE": api_base,
    }


def layer_calls(seeds: Seeds) -> dict:
    """Per operation with a body or a token, a request that gets past every layer in front of
    its handler; the generic 401, 413 and 415 probes each spoil one thing of it."""
    strategy = f"/admin/strategies/{seeds.strategies['edit']}"
    return {
        ("GET", "/admin/leads"): Call("GET", "/admin/leads"),
        ("GET", "/admin/leads/export"): Call("GET", "/admin/leads/export"),
        ("GET", "/admin/orders"): Call("GET", "/admin/orders"),
        ("GET", "/admin/orders/summary"): Call("GET", "/admin/orders/summary"),
        ("GET", "/admin/strategies/pending"): Call("GET", "/admin/strategies/pending"),
        ("GET", "/admin/strategies/{id}"): Call("GET", strategy),
        ("PUT", "/admin/strategies/{id}"): Call("PUT", strategy, json={"strategy": "# Plan"}),
        ("POST", "/admin/strategies/{id}/approve"): Call("POST", f"{strategy}/approve"),
        ("POST", "/admin/strategies/{id}/reject"): Call("POST", f"{strategy}/reject", json={"reason": "Quality review"}),
        ("POST", "/admin/strategies/{id}/send"): Call("POST", f"{strategy}/send"),
        ("POST", "/admin/strategies/{id}/preview"): Call("POST", f"{strategy}/preview", json={"strategy": "# Plan"}),
        ("GET", "/admin/traffic"): Call("GET", "/admin/traffic"),
        ("POST", "/generate-strategy"): Call("POST", "/generate-strategy", json={"leadId": seeds.draft_lead}),
        ("POST", "/admin/login"): LOGIN,
        ("POST", "/analytics/events"): Call("POST", "/analytics/events", json={"type": "pageview", "path": "/"}),
        ("POST", "/create-payment-intent"): Call("POST", "/create-payment-intent", json={"email": "a@example.com"}),
        ("POST", "/leads"): Call("POST", "/leads", json=survey(100)),
        ("POST", "/newsletter/subscribe"): Call("POST", "/newsletter/subscribe", json={"email": "a@example.com"}),
        ("POST", "/admin/people/export"): Call("POST", "/admin/people/export", json={"email": "a@example.com"}),
        ("POST", "/admin/people/erase"): Call("POST", "/admin/people/erase", json={"email": "a@example.com"}),
        ("POST", "/newsletter/confirm"): Call("POST", "/newsletter/confirm", raw=b"token=" + b"0" * 48,
                                              content_type="application/x-www-form-urlencoded"),
        ("POST", "/stripe/webhook"): Call("POST", "/stripe/webhook", json={"id": "evt_x", "type": "x", "data": {}}),
        ("GET", "/admin/plan-pages/following"): Call("GET", "/admin/plan-pages/following"),
        ("POST", "/admin/leads/{id}/plan-page/revoke"): Call("POST", f"/admin/leads/{seeds.revoke_lead}/plan-page/revoke"),
        ("PUT", "/plan-pages/{token}/tasks/{week}/{task}"): Call(
            "PUT", f"/plan-pages/{seeds.plan_page_token}/tasks/1/0", json={"done": True}),
        ("PUT", "/plan-pages/{token}/figures/{kpi}/{day}"): Call(
            "PUT", f"/plan-pages/{seeds.plan_page_token}/figures/0/30", json={"value": 3}),
    }


def layer_probes(doc: dict, lab: Lab) -> dict:
    """401 without a token, 413 with a body over 64 KiB, 415 with a body that is not JSON: the
    answers the layers around every operation give (documented by src/http/openapi.rs)."""
    probes = {}
    for op, call in layer_calls(lab.seeds).items():
        operation = doc["paths"][op[1]][op[0].lower()]
        secured = bool(operation.get("security"))
        call = replace(call, auth=secured)
        if secured:
            probes[(*op, "401")] = lambda call=call: lab.main.send(replace(call, auth=False))
        if "requestBody" in operation:
            probes[(*op, "413")] = lambda call=call: lab.main.send(replace(call, raw=OVERSIZED))
            probes[(*op, "415")] = lambda call=call: lab.main.send(
                replace(call, raw=b"plain words", content_type="text/plain"))
    return probes


def admin_probes(lab: Lab) -> dict:
    """The admin reads, and login: answers that depend on a parameter or the password."""
    wrong_password = Call("POST", "/admin/login", json={"username": ADMIN[0], "password": "not-the-password"})
    probes = {
        ("GET", "/admin/leads", "200"): lambda: lab.admin("GET", "/admin/leads"),
        ("GET", "/admin/leads", "400"): lambda: lab.admin("GET", "/admin/leads", query={"page": 0}),
        ("GET", "/admin/leads/export", "200"): lambda: lab.admin("GET", "/admin/leads/export"),
        ("GET", "/admin/leads/export", "400"): lambda: lab.admin("GET", "/admin/leads/export", query={"search": "x" * 201}),
        ("GET", "/admin/orders", "200"): lambda: lab.admin("GET", "/admin/orders"),
        ("GET", "/admin/orders", "400"): lambda: lab.admin("GET", "/admin/orders", query={"pageSize": 0}),
        ("GET", "/admin/orders/summary", "200"): lambda: lab.admin("GET", "/admin/orders/summary"),
        ("GET", "/admin/traffic", "200"): lambda: lab.admin("GET", "/admin/traffic"),
        ("GET", "/admin/traffic", "400"): lambda: lab.admin("GET", "/admin/traffic", query={"days": 0}),
        ("POST", "/admin/login", "400"): lambda: lab.main.send(
            Call("POST", "/admin/login", json={"username": " ", "password": "x"})),
        ("POST", "/admin/login", "401"): lambda: lab.main.send(wrong_password),
        ("POST", "/admin/people/export", "200"): lambda: lab.on_new_person("export"),
        ("POST", "/admin/people/erase", "200"): lambda: lab.on_new_person("erase"),
    }
    for action in ("export", "erase"):
        path = f"/admin/people/{action}"
        probes[("POST", path, "400")] = lambda path=path: lab.admin("POST", path, json={"email": "not an address"})
        probes[("POST", path, "404")] = lambda path=path: lab.admin("POST", path, json={"email": "nobody@nowhere.example"})
    return probes


def strategy_probes(lab: Lab) -> dict:
    """Drafts: read, generate, and each review action in a state that allows it (200) or not
    (409); a path id that is not a number (400) or names nothing (404)."""
    seeds = lab.seeds
    edit, unknown = f"/admin/strategies/{seeds.strategies['edit']}", f"/admin/strategies/{UNKNOWN_ID}"
    reason = {"reason": "Quality review"}
    probes = {
        ("GET", "/admin/strategies/pending", "200"): lambda: lab.admin("GET", "/admin/strategies/pending"),
        ("GET", "/admin/strategies/pending", "400"): lambda: lab.admin(
            "GET", "/admin/strategies/pending", query={"pageSize": 0}),
        ("GET", "/admin/strategies/{id}", "200"): lambda: lab.admin("GET", edit),
        ("GET", "/admin/strategies/{id}", "400"): lambda: lab.admin("GET", "/admin/strategies/not-a-number"),
        ("GET", "/admin/strategies/{id}", "404"): lambda: lab.admin("GET", unknown),
        ("PUT", "/admin/strategies/{id}", "200"): lambda: lab.on_fresh("PUT", json={"strategy": "# Edited plan"}),
        ("PUT", "/admin/strategies/{id}", "400"): lambda: lab.admin("PUT", edit, json={"strategy": "  "}),
        ("PUT", "/admin/strategies/{id}", "404"): lambda: lab.admin("PUT", unknown, json={"strategy": "x"}),
        ("PUT", "/admin/strategies/{id}", "409"): lambda: lab.on_fresh("PUT", approved=True, json={"strategy": "x"}),
        ("POST", "/admin/strategies/{id}/approve", "200"): lambda: lab.on_fresh("POST", "/approve"),
        ("POST", "/admin/strategies/{id}/approve", "409"): lambda: lab.on_fresh("POST", "/approve", approved=True),
        ("POST", "/admin/strategies/{id}/reject", "200"): lambda: lab.on_fresh("POST", "/reject", json=reason),
        ("POST", "/admin/strategies/{id}/reject", "400"): lambda: lab.admin("POST", f"{edit}/reject",
                                                                             json={"reason": " "}),
        ("POST", "/admin/strategies/{id}/reject", "404"): lambda: lab.admin("POST", f"{unknown}/reject", json=reason),
        ("POST", "/admin/strategies/{id}/reject", "409"): lambda: lab.on_fresh(
            "POST", "/reject", approved=True, json=reason),
        ("POST", "/admin/strategies/{id}/send", "200"): lambda: lab.on_fresh("POST", "/send", approved=True),
        ("POST", "/admin/strategies/{id}/send", "409"): lambda: lab.on_fresh("POST", "/send"),
        ("POST", "/generate-strategy", "201"): lambda: lab.admin(
            "POST", "/generate-strategy", json={"leadId": seeds.draft_lead}),
        ("POST", "/generate-strategy", "400"): lambda: lab.admin("POST", "/generate-strategy", json={"leadId": "x"}),
        ("POST", "/generate-strategy", "404"): lambda: lab.admin(
            "POST", "/generate-strategy", json={"leadId": UNKNOWN_ID}),
        ("POST", "/generate-strategy", "409"): lab.draft_again_after_a_send,
    }
    for action in ("approve", "send"):
        op = ("POST", f"/admin/strategies/{{id}}/{action}")
        probes[(*op, "400")] = lambda action=action: lab.admin("POST", f"/admin/strategies/x/{action}")
        probes[(*op, "404")] = lambda action=action: lab.admin("POST", f"{unknown}/{action}")
    return probes


def paid_event(seeds: Seeds) -> Call:
    """Stripe's `payment_intent.succeeded` for the seeded order, signed as Stripe signs:
    HMAC-SHA256 of `<t>.<body>` with the webhook secret."""
    payload = json.dumps({"id": "evt_fuzz_paid", "type": "payment_intent.succeeded", "data": {"object": {
        "id": seeds.payment_intent, "amount": 9900, "currency": "usd",
        "metadata": {"product": "plansmith_pro", "email": survey(0)["email"]}}}}).encode()
    timestamp = int(time.time())
    signature = hmac.new(WEBHOOK_SECRET.encode(), f"{timestamp}.".encode() + payload, hashlib.sha256).hexdigest()
    return Call("POST", "/stripe/webhook", raw=payload, headers={"Stripe-Signature": f"t={timestamp},v1={signature}"})


def public_probes(lab: Lab) -> dict:
    """The visitor-facing operations on "main": accepted, or refused for their input."""
    send = lab.main.send
    token, bad_token = {"token": lab.seeds.newsletter_token}, {"token": "not-a-token"}
    probes = {
        ("POST", "/analytics/events", "204"): lambda: send(
            Call("POST", "/analytics/events", json={"type": "pageview", "path": "/"})),
        ("POST", "/analytics/events", "400"): lambda: send(
            Call("POST", "/analytics/events", json={"type": "pageview", "path": "no-leading-slash"})),
        ("GET", "/config", "200"): lambda: send(Call("GET", "/config")),
        ("POST", "/create-payment-intent", "200"): lambda: send(CHECKOUT),
        ("POST", "/create-payment-intent", "400"): lambda: send(replace(CHECKOUT, json={"email": "nope"})),
        ("POST", "/leads", "201"): lambda: send(Call("POST", "/leads", json=survey(300))),
        ("POST", "/leads", "400"): lambda: send(Call("POST", "/leads", json={})),
        ("GET", "/leads/stats", "200"): lambda: send(Call("GET", "/leads/stats")),
        ("POST", "/newsletter/subscribe", "202"): lambda: send(SUBSCRIBE),
        ("POST", "/newsletter/subscribe", "400"): lambda: send(replace(SUBSCRIBE, json={"email": "nope"})),
        ("POST", "/newsletter/unsubscribe", "404"): lambda: send(
            Call("POST", "/newsletter/unsubscribe", query={"token": "0" * 48})),
        ("POST", "/stripe/webhook", "200"): lambda: send(paid_event(lab.seeds)),
        ("POST", "/stripe/webhook", "400"): lambda: send(replace(paid_event(lab.seeds), headers={})),
    }
    leave = {"token": lab.seeds.newsletter_unsubscribe_token}
    unknown = {"token": "0" * 48}
    for method, path, done, good in (("GET", "/newsletter/confirm", "200", token), ("GET", "/newsletter/unsubscribe", "200", leave),
                                     ("POST", "/newsletter/unsubscribe", "200", leave)):
        probes[(method, path, done)] = lambda method=method, path=path, good=good: send(Call(method, path, query=good))
        probes[(method, path, "400")] = lambda method=method, path=path: send(Call(method, path, query=bad_token))
    for method, path in (("GET", "/newsletter/confirm"), ("GET", "/newsletter/unsubscribe")):
        probes[(method, path, "303")] = lambda method=method, path=path: send(Call(method, path, query=unknown))
    for fields, done in ((token, "303"), (bad_token, "400")):
        probes[("POST", "/newsletter/confirm", done)] = lambda fields=fields: send(Call(
            "POST", "/newsletter/confirm", raw=urllib.parse.urlencode(fields).encode(),
            content_type="application/x-www-form-urlencoded"))
    return probes


def plan_page_probes(lab: Lab) -> dict:
    """A founder's plan page: ticks, figures and the Monday e-mails with a live page's token
    (accepted), a token of the wrong shape (400) or one that opens nothing (404); the operator's
    reads and revocation. The live pages are made after the fuzzing, which may have revoked the
    seeded ones."""
    send = lab.main.send
    page = lambda: f"/plan-pages/{lab.fresh_page('founder')[1]}"  # noqa: E731
    unknown, bad = f"/plan-pages/{'0' * 48}", "/plan-pages/not-a-token"
    tick, figure = "/plan-pages/{token}/tasks/{week}/{task}", "/plan-pages/{token}/figures/{kpi}/{day}"
    probes = {
        ("PUT", tick, "200"): lambda: send(Call("PUT", f"{page()}/tasks/1/0", json={"done": True})),
        ("PUT", tick, "400"): lambda: send(Call("PUT", f"{page()}/tasks/99/0", json={"done": True})),
        ("PUT", tick, "404"): lambda: send(Call("PUT", f"{unknown}/tasks/1/0", json={"done": True})),
        ("PUT", figure, "204"): lambda: send(Call("PUT", f"{page()}/figures/0/30", json={"value": 12})),
        ("PUT", figure, "400"): lambda: send(Call("PUT", f"{page()}/figures/0/45", json={"value": 12})),
        ("PUT", figure, "404"): lambda: send(Call("PUT", f"{unknown}/figures/0/30", json={"value": 12})),
        ("POST", "/plan-pages/{token}/resume", "303"): lambda: send(Call("POST", f"{page()}/resume")),
        ("POST", "/plan-pages/{token}/unsubscribe", "200"): lambda: send(Call("POST", f"{page()}/unsubscribe")),
        ("POST", "/plan-pages/{token}/unsubscribe", "303"): lambda: send(
            Call("POST", f"{page()}/unsubscribe", query={"from": "page"})),
        ("GET", "/plan-pages/{token}/unsubscribe", "200"): lambda: send(Call("GET", f"{page()}/unsubscribe")),
        ("GET", "/admin/plan-pages/following", "200"): lambda: lab.admin("GET", "/admin/plan-pages/following"),
        ("POST", "/admin/leads/{id}/plan-page/revoke", "200"): lambda: lab.admin(
            "POST", f"/admin/leads/{lab.fresh_page('revoked')[0]}/plan-page/revoke"),
        ("POST", "/admin/leads/{id}/plan-page/revoke", "400"): lambda: lab.admin(
            "POST", "/admin/leads/x/plan-page/revoke"),
        ("POST", "/admin/leads/{id}/plan-page/revoke", "404"): lambda: lab.admin(
            "POST", f"/admin/leads/{UNKNOWN_ID}/plan-page/revoke"),
    }
    for method, action in (("POST", "resume"), ("GET", "unsubscribe"), ("POST", "unsubscribe")):
        path = f"/plan-pages/{{token}}/{action}"
        probes[(method, path, "400")] = lambda method=method, action=action: send(Call(method, f"{bad}/{action}"))
        probes[(method, path, "404")] = lambda method=method, action=action: send(Call(method, f"{unknown}/{action}"))
    return probes


def limit_and_outage_probes(lab: Lab) -> dict:
    """What only a configuration gives: 429 on "limited" (the second request of a client, the
    fourth for checkouts), 502 when Stripe fails, 503 without Stripe keys. (A failing AI
    provider is no error: the built-in planner drafts instead.)"""
    nobody = Call("POST", "/admin/login", json={"username": "nobody", "password": "not-the-password"})
    return {
        # The fuzzing shares main's login allowance for 127.0.0.1; "outage" has one of its own.
        ("POST", "/admin/login", "200"): lambda: lab.outage.send(LOGIN),
        ("POST", "/admin/login", "429"): lambda: lab.nth_from_new_client(nobody, 2),
        ("POST", "/leads", "429"): lambda: lab.nth_from_new_client(Call("POST", "/leads", json=survey(400)), 2),
        ("POST", "/newsletter/subscribe", "429"): lambda: lab.nth_from_new_client(SUBSCRIBE, 2),
        ("POST", "/create-payment-intent", "429"): lambda: lab.nth_from_new_client(CHECKOUT, 4),
        ("POST", "/create-payment-intent", "502"): lambda: lab.nth_from_new_client(CHECKOUT, 1),
        ("POST", "/create-payment-intent", "503"): lambda: lab.outage.send(CHECKOUT),
        ("POST", "/stripe/webhook", "503"): lambda: lab.outage.send(paid_event(lab.seeds)),
    }


def run_probe(doc: dict, probe, op: tuple, status: str) -> list:
    """Runs one probe; returns what is wrong with its answer (empty: the status is reached)."""
    try:
        return mismatches(doc, op, status, probe())
    except (Unexpected, OSError, http.client.HTTPException) as err:
        return [f"probe failed: {err}"]


# --- Report ----------------------------------------------------------------------------------

def coverage(doc: dict, fuzzed: dict, lab: Lab, all_probes: bool) -> list:
    """Rows (operation, status, reached by, problems) for every documented status."""
    probes = {**layer_probes(doc, lab), **admin_probes(lab), **strategy_probes(lab), **public_probes(lab),
              **plan_page_probes(lab), **limit_and_outage_probes(lab)}
    rows = []
    for op, statuses in sorted(documented(doc).items(), key=lambda item: (item[0][1], item[0][0])):
        for status in sorted(statuses):
            by_fuzz = status in fuzzed.get(op, set())
            reached, problems = ["fuzz"] if by_fuzz else [], []
            if all_probes or not by_fuzz:
                probe = probes.get((*op, status))
                problems = run_probe(doc, probe, op, status) if probe else ["no probe for this status"]
                reached += [] if problems else ["probe"]
            rows.append((op, status, reached, problems))
    return rows


def print_table(rows: list):
    width = max(len(f"{method} {path}") for (method, path), *_ in rows)
    print(f"\n{'operation':<{width}}  status  reached by")
    for (method, path), status, reached, problems in rows:
        print(f"{method + ' ' + path:<{width}}  {status:<6}  {' + '.join(reached) or 'NOTHING'}")
        for problem in problems:
            print(f"{'':<{width}}          ! {problem}")
    by_fuzz = sum("fuzz" in reached for _, _, reached, _ in rows)
    by_probe_only = sum(reached == ["probe"] for _, _, reached, _ in rows)
    print(f"\n{len(rows)} documented statuses: {by_fuzz} reached by fuzzing, {by_probe_only} only by a probe, "
          f"{sum(not reached for _, _, reached, _ in rows)} by neither; "
          f"{sum(bool(problems) for *_, problems in rows)} probe(s) with problems")


def start_upstream(stack: contextlib.ExitStack) -> str:
    """Serves a fake Stripe on a free port until `stack` closes; returns its base URL."""
    upstream = ThreadingHTTPServer(("127.0.0.1", 0), fake_stripe(STRIPE_SECRET, "fuzz"))
    threading.Thread(target=upstream.serve_forever, daemon=True).start()
    stack.callback(upstream.server_close)
    stack.callback(upstream.shutdown)
    return f"http://127.0.0.1:{upstream.server_address[1]}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bin", default=str(ROOT / "target/debug/plansmith"))
    parser.add_argument("--max-examples", type=int, default=25)
    parser.add_argument("--seed", type=int, default=20261122)
    parser.add_argument("--all-probes", action="store_true",
                        help="also probe the statuses fuzzing reached (to check the probes themselves)")
    args = parser.parse_args()
    # A plain `kill` unwinds like Ctrl-C, so servers and the work folder are still cleaned up.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))

    env = {k: v for k, v in os.environ.items() if not k.startswith("PLANSMITH_")}
    with contextlib.ExitStack() as stack:
        work = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="plansmith-fuzz-")))
        upstream_base = start_upstream(stack)
        try:
            main_server = Server(args.bin, work, "main", {
                **env, "PLANSMITH_LEAD_RATE_LIMIT": "0", **stripe_settings(f"{upstream_base}/"),
            }, admin=True)
            stack.callback(main_server.stop)
            main_server.login()
            seeds = seed(main_server)
        except Unexpected as err:
            print(f"setup failed: {err}", file=sys.stderr)
            return 1
        fuzz_status, hars = fuzz_both(main_server, work, seeds, args)
        if main_server.process.poll() is not None:
            print("plansmith exited during the fuzz runs:\n" + main_server.log_path.read_text(), file=sys.stderr)
            return 1
        doc = main_server.expect(Call("GET", "/openapi.json"), 200).json()
        lab = Lab(args.bin, work, env, upstream_base, main_server, seeds, stack)
        rows = coverage(doc, observed(hars, documented(doc)), lab, args.all_probes)
        print_table(rows)
        unreached = any(not reached or problems for _, _, reached, problems in rows)
        if fuzz_status:
            print(f"schemathesis reported failures (exit status {fuzz_status}); see above", file=sys.stderr)
        return 1 if fuzz_status or unreached else 0


if __name__ == "__main__":
    sys.exit(main())
