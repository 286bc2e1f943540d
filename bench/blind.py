#!/usr/bin/env python3
"""Blind packets for a held-out set: for each business, its answers and the plans of each author
(the built-in planner's; the chatbot's from SET_DIR/chatbot/; with AI_DIR, the AI path's from
AI_DIR/<slug>.md) as A, B (and C) in an order drawn at random; the key stays apart.
   blind.py make SET_DIR BIN OUT KEY [AI_DIR]  -> OUT/<slug>/{answers.json,A.md,B.md[,C.md]}, KEY
   blind.py score OUT KEY SET_DIR              -> SET_DIR/scores.json and a table on stdout"""
import json, os, random, shutil, statistics, subprocess, sys

LINES = ["specificity", "constraints", "actionability", "keywords", "kpis", "consistency", "writing"]

def make(set_dir, binary, out, key_path, ai_dir=None):
    rng = random.SystemRandom()
    key = {}
    os.makedirs(out, exist_ok=True)
    for name in sorted(os.listdir(set_dir)):
        if not name.endswith(".answers.json"):
            continue
        slug = name[: -len(".answers.json")]
        answers = os.path.join(set_dir, name)
        builtin = subprocess.run([binary, "plan", "--answers", answers], capture_output=True, text=True)
        if not builtin.stdout.strip():
            sys.exit(f"{slug}: no plan: {builtin.stderr}")
        plans = {"builtin": builtin.stdout, "chatbot": open(os.path.join(set_dir, "chatbot", slug + ".md")).read()}
        if ai_dir:
            plans["ai"] = open(os.path.join(ai_dir, slug + ".md")).read()
        d = os.path.join(out, slug)
        os.makedirs(d, exist_ok=True)
        shutil.copy(answers, os.path.join(d, "answers.json"))
        authors = list(plans)
        rng.shuffle(authors)
        key[slug] = {}
        for letter, author in zip("ABC", authors):
            open(os.path.join(d, f"{letter}.md"), "w").write(plans[author])
            key[slug][letter] = author
    json.dump(key, open(key_path, "w"), indent=1)

def score(out, key_path, set_dir):
    key = json.load(open(key_path))
    result = {}
    for slug, letters in sorted(key.items()):
        # Keys written before a third author map the slug to the built-in plan's letter.
        if isinstance(letters, str):
            letters = {letters: "builtin", "B" if letters == "A" else "A": "chatbot"}
        s = json.load(open(os.path.join(out, slug, "scores.json")))
        result[slug] = {author: s[letter] for letter, author in letters.items()}
    json.dump(result, open(os.path.join(set_dir, "scores.json"), "w"), indent=1, ensure_ascii=False)
    authors = [a for a in ("ai", "builtin", "chatbot") if all(a in r for r in result.values())]
    for who in authors:
        overall = [r[who]["overall"] for r in result.values()]
        wrong = sum(1 for r in result.values() if r[who].get("wrong_trade"))
        print(f"{who}: median {statistics.median(overall)}, min {min(overall)}, mean {statistics.mean(overall):.1f}, wrong trade {wrong} of {len(overall)}")
        for line in LINES:
            print(f"  {line}: {statistics.mean(r[who][line] for r in result.values()):.1f}")

if __name__ == "__main__":
    {"make": make, "score": score}[sys.argv[1]](*sys.argv[2:])
