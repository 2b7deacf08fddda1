#!/usr/bin/env python3
"""Recall and precision of the npm provider's API outline against the
TypeScript compiler's view (exports.cjs).

usage: measure.py PROVIDER TYPESCRIPT_DIR PROJECT_DIR PACKAGE...

PROVIDER is a built pkgdocs-provider-npm; each package is described with
--project PROJECT_DIR at the default output budget (what an agent reads on
page one). Recall: the share of the compiler's names (module exports, and
properties of an `export =` value) that the outline shows by name. Precision:
the share of names the outline presents as exports that the compiler knows.
"""
import json, os, subprocess, sys

prov, tsdir, proj = sys.argv[1:4]
here = os.path.dirname(os.path.abspath(__file__))
for pkg in sys.argv[4:]:
    ts = json.loads(subprocess.run(["node", os.path.join(here, "exports.cjs"), tsdir, proj, pkg],
                                   capture_output=True, text=True).stdout or "{}")
    truth = set(ts.get("exports", [])) | set(ts.get("members", []))
    out = subprocess.run([prov, "describe", pkg, "--project", proj, "--json"], capture_output=True, text=True)
    if out.returncode != 0:
        print(f"{pkg}: provider error: {out.stderr.strip()[:200]}")
        continue
    doc = json.loads(out.stdout)
    syms = doc.get("symbols") or []
    eq = {s["name"] for s in syms if not s.get("parent") and (s.get("signature", "").startswith(("export =", "module.exports =")))}
    ns = eq  # members of an ordinary namespace (export * as ns) are ns.X, not exports
    shown, presented = set(), set()
    for s in syms:
        name, parent = s["name"], s.get("parent", "")
        if not parent and "." not in name:
            shown.add(name)
            if name not in eq and name != "default":
                presented.add(name)
        elif not parent and "." in name:  # compacted: "_.chunk" without a parent
            head, _, last = name.rpartition(".")
            shown.add(last)
            if head in ns:
                presented.add(last)
        elif parent in ns:
            last = name[len(parent) + 1:]
            shown.add(last)
            # A class's or an object's members are not exports.
            if s.get("kind") not in ("method", "property", "constructor", "call", "index", "enum member"):
                presented.add(last)
    recall = len(truth & shown) / len(truth) if truth else float("nan")
    precision = len(presented & truth) / len(presented) if presented else float("nan")
    # Every name shown must resolve as a symbol, written as in code: a
    # sample of the presented names, bare and as pkg.name.
    sample = sorted(presented)[:: max(1, len(presented) // 10)][:10]
    base = pkg.split("/")[-1].replace("-", "")
    ok = tried = 0
    for n in sample:
        for form in (n, f"{base}.{n}"):
            tried += 1
            r = subprocess.run([prov, "describe", pkg, "--project", proj, "--symbol", form, "--json"], capture_output=True, text=True)
            ok += r.returncode == 0
    missing = sorted(truth - shown)[:8]
    extra = sorted(presented - truth)[:8]
    print(f"{pkg}@{doc.get('version')}: compiler {len(truth)} names, outline presents {len(presented)}; "
          f"recall {recall:.2f}, precision {precision:.2f}; symbol lookups {ok}/{tried}; missing e.g. {missing}; not exported e.g. {extra}")
