"""Ground truth for the live recall test (run by the TEST, never by the provider).

For every top-level import name of every installed distribution whose
root is a Python source package: the public names of its root module read
with ast (__all__ when it is a static list, else public top-level
definitions and relative re-exports), and inspect.signature text of the
functions and classes among them, by importing the module.

Usage: truth.py OUT.json
"""
import ast
import importlib
import importlib.metadata as md
import importlib.util
import inspect
import json
import os
import signal
import sys
import warnings

warnings.simplefilter("ignore")


def static_all(tree):
    names, dynamic, seen = [], False, False
    for node in tree.body:
        targets = []
        value = None
        if isinstance(node, ast.Assign):
            targets, value = node.targets, node.value
            op = "="
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            targets, value, op = [node.target], node.value, "="
        elif isinstance(node, ast.AugAssign):
            targets, value, op = [node.target], node.value, "+="
        elif isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
            f = node.value.func
            if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) and f.value.id == "__all__":
                seen = True
                for a in node.value.args:
                    lit = literal(a)
                    if lit is None:
                        dynamic = True
                    else:
                        names.extend(lit if isinstance(lit, list) else [lit])
            continue
        else:
            continue
        if not any(isinstance(t, ast.Name) and t.id == "__all__" for t in targets):
            continue
        seen = True
        lit = literal(value)
        if lit is None:
            dynamic = True
            continue
        if op == "=":
            names = list(lit)
        else:
            names.extend(lit)
    return seen, dynamic, names


def literal(v):
    try:
        x = ast.literal_eval(v)
    except Exception:
        return None
    if isinstance(x, str):
        return x
    if isinstance(x, (list, tuple)) and all(isinstance(i, str) for i in x):
        return list(x)
    return None


def public_names(tree):
    out = []

    def walk(body):
        for node in body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                out.append(node.name)
            elif isinstance(node, ast.Assign):
                for t in node.targets:
                    if isinstance(t, ast.Name):
                        out.append(t.id)
            elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
                out.append(node.target.id)
            elif isinstance(node, ast.ImportFrom) and node.level > 0:
                out.extend(a.asname or a.name for a in node.names if a.name != "*")
            elif isinstance(node, (ast.Import, ast.ImportFrom)):
                out.extend(a.asname for a in node.names if a.asname and a.asname == a.name)
            elif isinstance(node, ast.If):
                t = node.test
                if isinstance(t, ast.Name) and t.id == "TYPE_CHECKING" or isinstance(t, ast.Attribute) and t.attr == "TYPE_CHECKING":
                    continue
                walk(node.body)
                walk(node.orelse)
            elif isinstance(node, ast.Try):
                walk(node.body)
                for h in node.handlers:
                    walk(h.body)
                walk(node.orelse)
                walk(node.finalbody)
    walk(tree.body)
    seen, res = set(), []
    for n in out:
        if not n.startswith("_") and n not in seen:
            seen.add(n)
            res.append(n)
    return res


class Timeout(Exception):
    pass


def on_alarm(*_):
    raise Timeout()


def main():
    out = {}
    signal.signal(signal.SIGALRM, on_alarm)
    for top, dists in sorted(md.packages_distributions().items()):
        if top.startswith("_") or not top.isidentifier():
            continue
        try:
            spec = importlib.util.find_spec(top)
        except Exception:
            continue
        if spec is None or not spec.origin or not spec.origin.endswith(".py"):
            continue
        try:
            tree = ast.parse(open(spec.origin, encoding="utf-8").read())
        except Exception:
            continue
        seen, dynamic, names = static_all(tree)
        if seen and dynamic:
            continue  # __all__ built at run time: no static truth
        if not seen:
            names = public_names(tree)
        sigs = {}
        signal.alarm(20)
        try:
            mod = importlib.import_module(top)
            for n in names:
                o = getattr(mod, n, None)
                if o is None or not (inspect.isfunction(o) or inspect.isclass(o)):
                    continue
                if inspect.isclass(o) and "__init__" not in vars(o):
                    continue
                try:
                    sigs[n] = str(inspect.signature(o))
                except (TypeError, ValueError):
                    pass
        except BaseException:
            pass
        finally:
            signal.alarm(0)
        out[top] = {"dists": dists, "names": names, "sigs": sigs, "all": seen}
    with open(sys.argv[1], "w") as f:
        json.dump(out, f)


main()
