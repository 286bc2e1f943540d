#!/usr/bin/env python3
"""A real SMTP server for the tests, built on aiosmtpd.

Every accepted message is written to --dir as <n>.json: {"mail_from", "rcpt_tos", "data"}.
Recipients whose local part starts with "reject" get 550, with "busy" get 451.
With --auth it offers AUTH PLAIN/LOGIN over the plain connection (no STARTTLS), as a server
would once someone on the path strips STARTTLS from its greeting; every login it receives is
appended to --dir/auth.log.
Prints READY once listening; exits when its standard input closes or on SIGTERM.
"""
import argparse
import json
import os
import signal
import sys
import threading
import time

from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult


class Handler:
    def __init__(self, directory):
        self.directory = directory
        self.lock = threading.Lock()
        self.count = 0

    async def handle_RCPT(self, server, session, envelope, address, rcpt_options):
        local = address.split("@")[0].lower()
        if local.startswith("reject"):
            return "550 5.1.1 <%s>: Recipient address rejected: mailbox unavailable" % address
        if local.startswith("busy"):
            return "451 4.3.0 Mailbox busy, try again later"
        envelope.rcpt_tos.append(address)
        return "250 2.1.5 OK"

    async def handle_DATA(self, server, session, envelope):
        with self.lock:
            self.count += 1
            name = "%06d-%d.json" % (self.count, time.time_ns())
        record = {
            "mail_from": envelope.mail_from,
            "rcpt_tos": envelope.rcpt_tos,
            "data": envelope.original_content.decode("utf-8", "replace"),
        }
        tmp = os.path.join(self.directory, "." + name)
        with open(tmp, "w", encoding="utf-8") as f:
            json.dump(record, f)
        os.rename(tmp, os.path.join(self.directory, name))
        return "250 2.0.0 Ok: queued as %s" % name


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--dir", required=True)
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--auth", action="store_true")
    args = parser.parse_args()
    os.makedirs(args.dir, exist_ok=True)

    def authenticator(server, session, envelope, mechanism, auth_data):
        with open(os.path.join(args.dir, "auth.log"), "a", encoding="utf-8") as log:
            log.write("%s %s\n" % (mechanism, auth_data.login.decode("utf-8", "replace")))
        return AuthResult(success=True)

    auth = {"authenticator": authenticator, "auth_require_tls": False} if args.auth else {}
    controller = Controller(Handler(args.dir), hostname="127.0.0.1", port=args.port, ready_timeout=60, **auth)
    controller.start()
    print("READY", flush=True)
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    threading.Thread(target=lambda: (sys.stdin.read(), stop.set()), daemon=True).start()
    stop.wait()
    controller.stop()


if __name__ == "__main__":
    main()
