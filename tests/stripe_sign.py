"""Prints a Stripe-Signature header for the payload on stdin, computed by Stripe's own library.

Usage: stripe_sign.py --secret whsec_... --timestamp 1700000000 < payload.json
"""

import argparse
import sys

from stripe import WebhookSignature


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--secret", required=True)
    parser.add_argument("--timestamp", type=int, required=True)
    args = parser.parse_args()
    payload = sys.stdin.buffer.read().decode("utf-8")
    print(WebhookSignature.generate_signature_header(payload, args.secret, timestamp=args.timestamp))


if __name__ == "__main__":
    main()
