#!/usr/bin/env python3
"""Writes holidays.tsv beside this file: the national public holidays of each country in
countries.tsv, for the years the package's calendar can fall in, from the `holidays` package
(python-holidays, the library most calendars use). Run it again when the years run out:

    pip install holidays && python3 assets/holidays/generate.py 2026 2031
"""
import os, sys

import holidays

here = os.path.dirname(os.path.abspath(__file__))
first, last = int(sys.argv[1]), int(sys.argv[2])
codes = [line.split("\t")[0] for line in open(os.path.join(here, "countries.tsv"), encoding="utf-8")
         if line.strip() and not line.startswith("#")]
rows = []
for code in codes:
    # National holidays only: no subdivision, no optional or bank-only days.
    days = holidays.country_holidays(code, years=range(first, last + 1), language="en_US")
    for day, name in sorted(days.items()):
        rows.append(f"{code}\t{day.isoformat()}\t{name}")
with open(os.path.join(here, "holidays.tsv"), "w", encoding="utf-8") as out:
    out.write(f"# National public holidays {first}-{last}, from python-holidays {holidays.__version__}"
              " (assets/holidays/generate.py). Country, date, name.\n")
    out.write("\n".join(rows) + "\n")
print(f"{len(rows)} holidays for {len(codes)} countries")
