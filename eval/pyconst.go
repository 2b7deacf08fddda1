package eval

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// A default that names a constant ("aliases=LOCALE_ALIASES",
// "opcode=ABNF.OPCODE_TEXT") is the value the name is bound to, and
// inspect.signature prints that value's repr ("{'ar': 'ar_SY', ...}",
// "1"); source, and so a static reader, writes the name. Both denote the
// same object when the package's source binds the name once, at module
// or class level, to a literal. PyConstants reads those bindings from
// the installed package's own source (never from pkgdocs' answer), and
// PyExpandDefaults writes such a default as its value, so that the
// comparison sees one spelling. A name bound more than once, inside an
// if or try, or to anything that is computed (a call, an operator, a
// comprehension) is left alone: its value is what the interpreter made
// of it, which a reader of the source cannot tell.

// Bounds on what PyConstants reads.
const (
	pyConstMaxFiles = 3000
	pyConstMaxBytes = 1 << 20
	pyConstMaxValue = 4000 // a literal longer than this is not read
)

var (
	// "NAME = value" or "NAME: Ann = value" at the start of a line
	pyBinding   = regexp.MustCompile(`^([A-Za-z_]\w*)\s*(?::[^=]*)?=([^=].*)$`)
	pyClassHead = regexp.MustCompile(`^class\s+([A-Za-z_]\w*)\b`)
	pyBlockHead = regexp.MustCompile(`^(?:if|elif|else|try|except|finally|with|for|while)\b`)
	// a call, a comprehension, an operator or a lambda: computed
	pyComputed = regexp.MustCompile(`[\w\])'"]\s*\(|\b(?:for|if|lambda|and|or|not|in|is)\b|[-+*/%@&|^~<>]|\bf['"]|"""|'''`)
	// a name, maybe dotted, used as a default: after "=" and before
	// "," or ")"
	pyDefaultName      = regexp.MustCompile(`(=\s*)([A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)*)(\s*[,)\n])`)
	pyTrailingLitComma = regexp.MustCompile(`,\s*([\]}])`)
)

// PyConstants returns the constants the source of t's package binds
// once to a literal, by name ("NAME", and "Class.NAME" for a class
// attribute), each value as written; nil when the source cannot be found.
func PyConstants(t *Truth) map[string]string {
	var files []string
	for _, root := range pySourceRoots(t) {
		fi, err := os.Stat(root)
		if err != nil {
			continue
		}
		if !fi.IsDir() {
			files = append(files, root)
			continue
		}
		_ = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil || len(files) >= pyConstMaxFiles {
				return filepath.SkipDir
			}
			if !d.IsDir() && strings.HasSuffix(p, ".py") {
				files = append(files, p)
			}
			return nil
		})
	}
	if len(files) == 0 {
		return nil
	}
	seen := map[string]map[string]bool{}
	for _, f := range files {
		if fi, err := os.Stat(f); err != nil || fi.Size() > pyConstMaxBytes {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		stem := strings.TrimSuffix(filepath.Base(f), ".py")
		if stem == "__init__" {
			stem = filepath.Base(filepath.Dir(f))
		}
		for k, v := range pyBindings(string(b)) {
			keys := []string{k}
			if !strings.Contains(k, ".") {
				keys = append(keys, stem+"."+k) // as "module.NAME" names it
			}
			for _, k := range keys {
				if seen[k] == nil {
					seen[k] = map[string]bool{}
				}
				seen[k][v] = true
			}
		}
	}
	out := map[string]string{}
	for k, vs := range seen {
		if len(vs) != 1 {
			continue // bound to different values in different places
		}
		for v := range vs {
			if v != "" {
				out[k] = v
			}
		}
	}
	return out
}

// pyBindings reads one module's module-level and class-level bindings;
// a name bound twice, or once to something computed, maps to "".
func pyBindings(src string) map[string]string {
	out := map[string]string{}
	put := func(k, v string) {
		if _, ok := out[k]; ok {
			v = "" // bound twice
		}
		out[k] = v
	}
	lines := strings.Split(src, "\n")
	class, classIndent := "", ""
	block := false // inside a module-level if, try, with or loop
	for i := 0; i < len(lines); i++ {
		line := strings.TrimRight(lines[i], " \t\r")
		if line == "" || strings.HasPrefix(strings.TrimSpace(line), "#") {
			continue
		}
		indent := line[:len(line)-len(strings.TrimLeft(line, " \t"))]
		if indent == "" {
			class, classIndent = "", ""
			block = pyBlockHead.MatchString(line)
			if m := pyClassHead.FindStringSubmatch(line); m != nil {
				class = m[1]
			}
		} else if class != "" && classIndent == "" {
			classIndent = indent // the class body's first statement
		}
		prefix := ""
		switch {
		case indent == "":
		case class != "" && indent == classIndent:
			prefix = class + "."
		case block:
			// bound by a condition: what it is depends on the run
			if m := pyBinding.FindStringSubmatch(strings.TrimSpace(line)); m != nil {
				out[m[1]] = ""
			}
			continue
		default:
			continue
		}
		m := pyBinding.FindStringSubmatch(strings.TrimSpace(line))
		if m == nil {
			continue
		}
		// The value, continued over lines while its brackets are open.
		val := stripComment(m[2])
		for depth := bracketDepth(val); depth > 0 && i+1 < len(lines) && len(val) < pyConstMaxValue; depth = bracketDepth(val) {
			i++
			val += " " + stripComment(lines[i])
		}
		val = strings.Join(strings.Fields(val), " ")
		if bracketDepth(val) != 0 || len(val) > pyConstMaxValue || val == "" || pyComputed.MatchString(blankStrings(val)) {
			put(prefix+m[1], "")
			continue
		}
		put(prefix+m[1], pyTrailingLitComma.ReplaceAllString(val, "$1"))
	}
	return out
}

// stripComment drops a "#" comment outside quotes.
func stripComment(s string) string {
	var q byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case q != 0 && c == '\\':
			i++
		case q != 0 && c == q:
			q = 0
		case q == 0 && (c == '\'' || c == '"'):
			q = c
		case q == 0 && c == '#':
			return s[:i]
		}
	}
	return s
}

// blankStrings empties the quoted strings of s ("'is'" is "”"), so
// that what they hold reads as no operator or keyword.
func blankStrings(s string) string {
	var b strings.Builder
	var q byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case q != 0 && c == '\\':
			i++
		case q != 0 && c == q:
			q = 0
			b.WriteByte(c)
		case q != 0:
		case c == '\'' || c == '"':
			q = c
			b.WriteByte(c)
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// bracketDepth is how many brackets s leaves open, outside quotes.
func bracketDepth(s string) int {
	var q byte
	d := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case q != 0 && c == '\\':
			i++
		case q != 0 && c == q:
			q = 0
		case q == 0 && (c == '\'' || c == '"'):
			q = c
		case q == 0 && strings.IndexByte("([{", c) >= 0:
			d++
		case q == 0 && strings.IndexByte(")]}", c) >= 0:
			d--
		}
	}
	return d
}

// PyExpandDefaults writes each default in text that is one name bound
// in consts ("=LOCALE_ALIASES", "=ABNF.OPCODE_TEXT", "=_utils.MAX_WAIT"
// by its last two components) as the value bound to it,
// following a constant bound to another constant a few times.
func PyExpandDefaults(text string, consts map[string]string) string {
	if len(consts) == 0 {
		return text
	}
	for range 3 {
		next := pyDefaultName.ReplaceAllStringFunc(text, func(m string) string {
			p := pyDefaultName.FindStringSubmatch(m)
			if v, ok := lookupConst(p[2], consts); ok {
				return p[1] + v + p[3]
			}
			return m
		})
		if next == text {
			break
		}
		text = next
	}
	return text
}

// lookupConst finds name, or its last two components (a module's or
// class's constant as "pkg.mod.NAME" writes it), in consts.
func lookupConst(name string, consts map[string]string) (string, bool) {
	if v, ok := consts[name]; ok {
		return v, true
	}
	parts := strings.Split(name, ".")
	if len(parts) > 2 {
		v, ok := consts[strings.Join(parts[len(parts)-2:], ".")]
		return v, ok
	}
	return "", false
}

// pySourceRoots are the files and directories of t's import packages in
// its project's environment: the venv's site-packages and, when the venv
// includes them, the system's.
func pySourceRoots(t *Truth) []string {
	if t.Project == "" {
		return nil
	}
	sites, _ := filepath.Glob(filepath.Join(t.Project, ".venv", "lib", "python3*", "site-packages"))
	if cfg, err := os.ReadFile(filepath.Join(t.Project, ".venv", "pyvenv.cfg")); err == nil &&
		regexp.MustCompile(`(?m)^include-system-site-packages\s*=\s*true`).Match(cfg) {
		local, _ := filepath.Glob("/usr/local/lib/python3*/dist-packages")
		sites = append(sites, local...)
		sites = append(sites, "/usr/lib/python3/dist-packages")
	}
	names := map[string]bool{}
	for _, it := range t.Items {
		if it.Kind == "module" && strings.HasPrefix(it.Signature, "import ") {
			top, _, _ := strings.Cut(strings.TrimPrefix(it.Signature, "import "), ".")
			names[strings.TrimSpace(top)] = true
		}
	}
	norm := strings.NewReplacer("-", "_", ".", "_").Replace(strings.ToLower(t.Package))
	for _, site := range sites {
		metas, _ := filepath.Glob(filepath.Join(site, "*.*-info"))
		for _, m := range metas {
			base := strings.ToLower(filepath.Base(m))
			dist, _, _ := strings.Cut(base, "-")
			if strings.NewReplacer(".", "_").Replace(dist) != norm {
				continue
			}
			if b, err := os.ReadFile(filepath.Join(m, "top_level.txt")); err == nil {
				for _, n := range strings.Fields(string(b)) {
					names[n] = true
				}
			}
		}
	}
	if len(names) == 0 {
		names[norm] = true
	}
	var roots []string
	for _, site := range sites {
		for n := range names {
			if strings.ContainsAny(n, `/\`) || n == "" || strings.HasPrefix(n, ".") {
				continue
			}
			for _, p := range []string{filepath.Join(site, n), filepath.Join(site, n+".py")} {
				if _, err := os.Stat(p); err == nil {
					roots = append(roots, p)
				}
			}
		}
	}
	return roots
}

// PyDefaultsExpander is Options.SigExpand for Python: PyExpandDefaults
// with the constants of t's package, read on first use.
func PyDefaultsExpander(t *Truth) func(string) string {
	var consts map[string]string
	read := false
	return func(s string) string {
		if !read {
			consts, read = PyConstants(t), true
		}
		return PyExpandDefaults(s, consts)
	}
}
