"""Ground truth for one installed Python distribution, for pkgdocs' eval.

Run with the interpreter that owns the environment (a project's
.venv/bin/python), never with pkgdocs: this script IMPORTS the
distribution's modules, which runs their code. The Go driver next to it
runs it in a subprocess per distribution, with a timeout.

    python truth.py --dist NAME --project DIR --shape SHAPE --out FILE

It writes the shared ground-truth JSON (see eval/README.md):
the distribution's name and version as importlib.metadata reports them,
and, for each public top-level import module, its exported names
(__all__, else the public attributes it defines), the public members a
class defines itself, and str(inspect.signature(...)) where inspect can
tell. Items are named the way pkgdocs names them: relative to the module
when the distribution has one public top-level module, prefixed with the
module's name when it has several.
"""

import argparse
import importlib
import importlib.metadata as md
import inspect
import json
import os
import re
import signal
import sys
import types


def first_sentence(doc):
    """The first sentence of a docstring's first paragraph, "" if none."""
    if not isinstance(doc, str):
        return ""
    doc = inspect.cleandoc(doc).strip()
    para = re.split(r"\n\s*\n", doc, maxsplit=1)[0]
    para = " ".join(para.split())
    m = re.search(r"[.!?](\s|$)", para)
    return para[: m.end()].strip() if m else para


def own_doc(obj):
    """The docstring obj itself carries, not one inherited from its type."""
    if isinstance(obj, (type, types.FunctionType, types.BuiltinFunctionType, types.MethodType,
                        types.ModuleType, property, classmethod, staticmethod)) or callable(obj):
        d = getattr(obj, "__doc__", None)
        if isinstance(obj, (classmethod, staticmethod)):
            d = getattr(obj.__func__, "__doc__", None)
        # An instance's __doc__ is its class's: only types and routines own one.
        if not isinstance(obj, (type, types.FunctionType, types.BuiltinFunctionType, types.MethodType,
                                types.ModuleType, property, classmethod, staticmethod)):
            if d is getattr(type(obj), "__doc__", None):
                return ""
        return first_sentence(d)
    return ""


class _Source(str):
    """A string annotation printed as written (``-> Origin``), not as a
    quoted string literal (``-> 'Origin'``): under ``from __future__ import
    annotations`` every annotation is a string, and the quotes are an
    artefact of postponed evaluation, not part of the API."""

    def __repr__(self):
        return str(self)


def signature(obj):
    try:
        sig = inspect.signature(obj)
        params = [p.replace(annotation=_Source(p.annotation)) if isinstance(p.annotation, str) else p
                  for p in sig.parameters.values()]
        ret = sig.return_annotation
        if isinstance(ret, str):
            ret = _Source(ret)
        return str(sig.replace(parameters=params, return_annotation=ret))
    except (TypeError, ValueError, RecursionError):
        return ""
    except Exception:  # a broken __signature__ or __text_signature__
        return ""


def class_signature(name, cls):
    if getattr(cls, "__name__", name) != name:
        return ""  # an alias (PackException = Exception): no declaration of its own
    bases = [b.__name__ for b in getattr(cls, "__bases__", ()) if b is not object]
    return "class " + name + ("(" + ", ".join(bases) + ")" if bases else "")


def is_routine(obj):
    return inspect.isroutine(obj) or isinstance(obj, (types.FunctionType, types.BuiltinFunctionType))


def kind_of(obj):
    if isinstance(obj, types.ModuleType):
        return "module"
    if inspect.isclass(obj):
        return "class"
    if is_routine(obj):
        return "function"
    return "var"


def belongs(obj, top):
    """Whether obj was defined inside the top-level package top."""
    mod = getattr(obj, "__module__", None)
    if not isinstance(mod, str):
        return True  # a constant or an instance: it is the module's own
    return mod == top or mod.startswith(top + ".")


def exported(mod, root):
    """The names a module exports: __all__, else its public attributes,
    leaving out what it merely imported from another package (classes,
    functions and modules whose home is elsewhere)."""
    names = getattr(mod, "__all__", None)
    if isinstance(names, (list, tuple)) and all(isinstance(n, str) for n in names):
        return [n for n in dict.fromkeys(names) if hasattr(mod, n)], "__all__"
    top = root.split(".")[0]
    out = []
    for n in sorted(vars(mod)):
        if n.startswith("_"):
            continue
        v = getattr(mod, n)
        if isinstance(v, types.ModuleType):
            if v.__name__ == root + "." + n:
                out.append(n)  # a submodule, as the package's attribute
            continue
        # A builtin is in a module's namespace only when the module (or
        # one it star-imports) binds it to a name of its own:
        # "PackException = Exception" is that package's API.
        if (inspect.isclass(v) or is_routine(v)) and not belongs(v, top) and getattr(v, "__module__", None) != "builtins":
            continue
        if type(v).__module__ in ("typing", "typing_extensions", "__future__"):
            continue  # Optional, TypeVar("T") or "annotations" imported to annotate
        out.append(n)
    return out, "public attributes"


def members(cls):
    """Public members cls defines itself (its __dict__ and annotated fields)."""
    out = []
    d = dict(vars(cls))
    for n in getattr(cls, "__annotations__", {}) if isinstance(getattr(cls, "__annotations__", None), dict) else {}:
        d.setdefault(n, None)
    for n in sorted(d):
        # __init__ and __call__ are how the class and its instances are
        # called (the data model's public protocol, whose signatures code
        # is written against); other underscore names are left out.
        if n.startswith("_") and n not in ("__init__", "__call__"):
            continue
        v = d[n]
        if isinstance(v, staticmethod):
            out.append((n, "method", signature(v.__func__), own_doc(v)))
        elif isinstance(v, classmethod):
            out.append((n, "method", signature(v.__func__), own_doc(v)))
        elif isinstance(v, property):
            out.append((n, "property", "", own_doc(v)))
        elif inspect.isclass(v):
            out.append((n, "class", class_signature(n, v), own_doc(v)))
        elif is_routine(v):
            sig = signature(v)
            if sig == "(self, /, *args, **kwargs)":
                sig = ""  # a compiled class's slot wrapper: inspect cannot tell
            out.append((n, "method", sig, own_doc(v)))
        elif inspect.isdatadescriptor(v) or inspect.ismethoddescriptor(v):
            out.append((n, "property", "", first_sentence(getattr(v, "__doc__", ""))))
        else:
            out.append((n, "attribute", "", ""))
    return out


def module_items(root, prefix):
    mod = importlib.import_module(root)
    names, how = exported(mod, root)
    items = []
    for n in names:
        v = getattr(mod, n)
        k = kind_of(v)
        name = prefix + n
        if k == "class":
            items.append({"name": name, "kind": "class", "signature": class_signature(n, v), "doc": own_doc(v)})
            ms = []
            # A class exported from elsewhere (typing_extensions' Text = str)
            # is that module's API: its members are not this package's.
            if belongs(v, root.split(".")[0]):
                try:
                    ms = members(v)
                except Exception:
                    ms = []
            for m, mk, sig, doc in ms:
                items.append({"name": name + "." + m, "parent": name, "member": m, "kind": mk,
                              "signature": sig, "doc": doc})
        elif k == "function":
            items.append({"name": name, "kind": "function", "signature": signature(v), "doc": own_doc(v)})
        elif k == "module":
            items.append({"name": name, "kind": "module", "signature": "import " + v.__name__,
                          "doc": first_sentence(v.__doc__)})
        else:
            items.append({"name": name, "kind": "var", "signature": "", "doc": ""})
    return items, how


def attributes(root, prefix):
    """Every public attribute of the imported module root, named like
    pkgdocs names them: real names beyond its exports (scipy binds
    numpy's whole __all__ in a loop, ``scipy.repeat``; a star import
    binds a package's submodules, ``git.head``). An exports list leaves
    them out, but they exist: none may be generated as a made-up name."""
    try:
        mod = importlib.import_module(root)
        # vars as well as dir: a module __dir__ may list only its
        # exports (scipy's returns __all__).
        names = set(dir(mod)) | set(getattr(mod, "__dict__", {}))
        top = root.split(".")[0]
        out = []
        for n in sorted(n for n in names if isinstance(n, str) and not n.startswith("_")):
            v = getattr(mod, n, None)
            if isinstance(v, types.ModuleType) and not (v.__name__ == top or v.__name__.startswith(top + ".")):
                continue  # another package's module it imports (os, np): no API of this one
            out.append(prefix + n)
        return out
    except BaseException:
        return []


# Bounds on reading public submodules for Truth.reachable: a package with
# thousands of modules (sympy, django) is sampled in walk order.
MAX_SUBMODULES = 400
SUBMODULE_SECONDS = 45
SUBMODULE_IMPORT_SECONDS = 10  # one import; a hang is not API


def reachable(root, prefix, deadline):
    """Names the interpreter reaches by importing root's public submodules
    (``import starlette.applications; starlette.applications.Starlette``),
    named like pkgdocs names them (``applications.Starlette``): real API
    that is not among root's own exports. Submodules whose path has a
    private part, or that fail to import, are left out."""
    import pkgutil
    import time
    try:
        mod = importlib.import_module(root)
    except BaseException:
        return []
    path = getattr(mod, "__path__", None)
    if not path:
        return []
    out = []
    n = 0

    def too_long(*_):
        raise TimeoutError("import took over %d s" % SUBMODULE_IMPORT_SECONDS)

    old = signal.signal(signal.SIGALRM, too_long)
    try:
        for info in pkgutil.walk_packages(path, root + ".", onerror=lambda _: None):
            name = info.name
            # Private parts are not API; test suites run code on import.
            if any(p.startswith("_") or p in ("tests", "test") for p in name.split(".")):
                continue
            if n >= MAX_SUBMODULES or time.monotonic() > deadline:
                break
            n += 1
            signal.alarm(SUBMODULE_IMPORT_SECONDS)
            try:
                sub = importlib.import_module(name)
                names, _ = exported(sub, name)
                rel = prefix + name[len(root) + 1:] + "."
                found = [rel[:-1]]
                for x in names:
                    found.append(rel + x)
                    v = getattr(sub, x, None)
                    if inspect.isclass(v) and belongs(v, root.split(".")[0]):
                        found.extend(rel + x + "." + m[0] for m in members(v))
                out.extend(found)
            except BaseException:
                # a module that needs configuring (django's settings), a
                # lazy object that raises on access, or a hang
                pass
            finally:
                signal.alarm(0)
    finally:
        signal.signal(signal.SIGALRM, old)
    return out


def top_level(dist):
    """The distribution's top-level import names: top_level.txt, else the
    first parts of its files. A namespace package (no __init__) stands for
    the regular packages under it ("ruamel" -> "ruamel.yaml")."""
    files = [str(f) for f in (dist.files or [])]
    names = []
    txt = dist.read_text("top_level.txt")
    if txt:
        names = [l.strip().replace("/", ".") for l in txt.splitlines() if l.strip()]
    else:
        for f in files:
            parts = f.split("/")
            if parts[0].endswith((".dist-info", ".egg-info", ".pth")) or parts[0] in ("..", "__pycache__", "bin"):
                continue
            if len(parts) == 1:
                if f.endswith(".py") or f.endswith(".so"):
                    names.append(parts[0].split(".")[0])
            else:
                names.append(parts[0])
    out = []
    for n in dict.fromkeys(names):
        if not n.isidentifier() and "." not in n:
            continue
        path = n.replace(".", "/")
        single = re.compile(re.escape(path) + r"\.(py|pyi|[^/]*\.so|pyd)$")
        if files and not any(f.startswith(path + "/") or single.match(f) for f in files):
            # A name top_level.txt lists that the file list does not hold
            # (Debian's builds of importlib_metadata and setuptools list
            # "debian", their packaging directory): another distribution's
            # module when one of that name is importable, never this one's.
            continue
        has_init = any(f == path + "/__init__.py" for f in files) or not files
        if has_init or any(single.match(f) for f in files):
            out.append(n)
            continue
        subs = sorted({f.split("/")[len(path.split("/"))] for f in files
                       if f.startswith(path + "/") and f.endswith("/__init__.py")
                       and f.count("/") == path.count("/") + 2})
        out.extend(n + "." + s for s in subs if s.isidentifier()) if subs else out.append(n)
    return out


def installed_tops(dist):
    """The regular modules top_level.txt names that are installed in the
    directory holding dist's metadata (not a same-named module elsewhere
    on sys.path)."""
    txt = dist.read_text("top_level.txt") or ""
    try:
        site = os.path.abspath(str(dist.locate_file("")))
    except Exception:
        return []
    out = []
    for n in (l.strip() for l in txt.splitlines()):
        if not n.isidentifier():
            continue
        if any(os.path.exists(os.path.join(site, n + ext)) for ext in ("/__init__.py", ".py")) or \
                any(f.startswith(n + ".") and f.endswith((".so", ".pyd")) for f in os.listdir(site)):
            out.append(n)
    return out


def public(names):
    pub = [n for n in names if not n.startswith("_")]
    return pub or names


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dist", required=True)
    ap.add_argument("--project", default="")
    ap.add_argument("--shape", default="")
    ap.add_argument("--out", required=True)
    ap.add_argument("--tops", default="", help="comma-separated top-level modules the installer's file list shows, "
                    "used when the metadata names none (an .egg-info file has no top_level.txt or RECORD)")
    a = ap.parse_args()
    res = {"ecosystem": "python", "package": a.dist, "version": "", "project": a.project, "shape": a.shape,
           "tool": "inspect (python%d.%d.%d)" % sys.version_info[:3], "items": [], "unmeasured": "", "reachable": []}
    try:
        dist = md.distribution(a.dist)
        res["package"] = dist.metadata["Name"] or a.dist
        res["version"] = dist.version
        hint = [t for t in a.tops.split(",") if t]
        # Without a file list (an .egg-info has no RECORD), top_level.txt may
        # name only a namespace package ("ruamel"): the installer's file
        # list, when given, says which packages are really there. Debian
        # splits one distribution's modules over several of its packages
        # (pymongo's bson and gridfs, setuptools' pkg_resources): the
        # modules top_level.txt names that are installed beside the
        # distribution's metadata are its API too.
        roots = public(hint + [t for t in installed_tops(dist) if t not in hint]
                       if hint and not dist.files else top_level(dist) or hint)
        if not roots:
            res["unmeasured"] = "the distribution lists no top-level import module"
        why = []
        import time
        deadline = time.monotonic() + SUBMODULE_SECONDS
        reach = []
        for r in roots:
            prefix = r + "." if len(roots) > 1 else ""
            try:
                items, _ = module_items(r, prefix)
                res["items"].extend(items)
            except BaseException as e:  # SystemExit and friends from a module's import too
                why.append("import %s: %s: %s" % (r, type(e).__name__, str(e).splitlines()[0] if str(e) else ""))
                continue
            reach.extend(reachable(r, prefix, deadline))
            reach.extend(attributes(r, prefix))
        have = {i["name"] for i in res["items"]}
        res["reachable"] = sorted(set(n for n in reach if n not in have))
        if why and not res["items"]:
            res["unmeasured"] = "; ".join(why)
        elif why:
            res["notes"] = why
    except md.PackageNotFoundError:
        res["unmeasured"] = "distribution %s is not installed in this environment" % a.dist
    with open(a.out, "w", encoding="utf-8") as f:
        json.dump(res, f, indent=1, ensure_ascii=False)
        f.write("\n")


if __name__ == "__main__":
    main()
