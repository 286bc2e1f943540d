#!/usr/bin/env python3
"""Blind packets for a held-out set: for each business, its answers and two plans (the built-in
planner's and the chatbot's) as A and B in an order drawn at random; the key stays apart.
   blind.py make SET_DIR BIN OUT KEY     -> OUT/<slug>/{answers.json,A.md,B.md}, KEY (json)
   blind.py score OUT KEY SET_DIR        -> SET_DIR/scores.json and a table on stdout"""
import json, os, random, shutil, statistics, subprocess, sys

LINES = ["specificity", "constraints", "actionability", "keywords", "kpis", "consistency", "writing"]

def make(set_dir, binary, out, key_path):
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
        chatbot = open(os.path.join(set_dir, "chatbot", slug + ".md")).read()
        d = os.path.join(out, slug)
        os.makedirs(d, exist_ok=True)
        shutil.copy(answers, os.path.join(d, "answers.json"))
        first_builtin = rng.random() < 0.5
        a, b = (builtin.stdout, chatbot) if first_builtin else (chatbot, builtin.stdout)
        open(os.path.join(d, "A.md"), "w").write(a)
        open(os.path.join(d, "B.md"), "w").write(b)
        key[slug] = "A" if first_builtin else "B"
    json.dump(key, open(key_path, "w"), indent=1)

def score(out, key_path, set_dir):
    key = json.load(open(key_path))
    result = {}
    for slug, builtin_letter in sorted(key.items()):
        s = json.load(open(os.path.join(out, slug, "scores.json")))
        chatbot_letter = "B" if builtin_letter == "A" else "A"
        result[slug] = {"builtin": s[builtin_letter], "chatbot": s[chatbot_letter]}
    json.dump(result, open(os.path.join(set_dir, "scores.json"), "w"), indent=1, ensure_ascii=False)
    for who in ("builtin", "chatbot"):
        overall = [r[who]["overall"] for r in result.values()]
        wrong = sum(1 for r in result.values() if r[who].get("wrong_trade"))
        print(f"{who}: median {statistics.median(overall)}, min {min(overall)}, mean {statistics.mean(overall):.1f}, wrong trade {wrong} of {len(overall)}")
        for line in LINES:
            print(f"  {line}: {statistics.mean(r[who][line] for r in result.values()):.1f}")

if __name__ == "__main__":
    {"make": make, "score": score}[sys.argv[1]](*sys.argv[2:])
