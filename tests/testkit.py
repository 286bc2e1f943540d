"""What the Python test tools share: a free port and the survey they submit."""

import json
import socket
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
