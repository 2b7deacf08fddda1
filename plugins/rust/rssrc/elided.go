package rssrc

import (
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/rust/crateapi"
)

// stdLifetimes are standard library types that take lifetime parameters
// and that signatures commonly name with them elided (`-> Cow<str>`,
// `f: &mut Formatter`): how many each takes. A type of the crate's own of
// the same name wins.
var stdLifetimes = map[string]int{
	"Cow": 1, "Formatter": 1, "Arguments": 1, "Chars": 1, "CharIndices": 1,
	"Ref": 1, "RefMut": 1, "MutexGuard": 1, "RwLockReadGuard": 1, "RwLockWriteGuard": 1,
	"StdinLock": 1, "StdoutLock": 1, "StderrLock": 1, "Components": 1,
}

// elideLifetimes prints the lifetimes a function signature elides in a
// type's path as rustdoc prints them, '_ (shlex's `-> Cow<str>` is
// `-> Cow<'_, str>`, flume's `-> Drain<T>` is `-> Drain<'_, T>`): for the
// crate's own types (structs, enums, unions and type aliases) whose
// declaration takes lifetime parameters, and a few standard ones.
func (s *scanner) elideLifetimes(c *crateapi.Crate) {
	counts := map[string]int{}
	own := map[string]bool{}
	note := func(it *crateapi.Item) {
		n := declLifetimes(it)
		if prev, ok := counts[it.Name]; ok && prev != n {
			counts[it.Name] = -1 // two types of the name: cannot tell
			return
		}
		counts[it.Name] = n
		own[it.Name] = true
	}
	for _, it := range s.types {
		note(it)
	}
	for _, m := range c.Modules {
		for _, it := range m.Items {
			if it.Kind == "type" {
				note(it)
			}
		}
	}
	for name, n := range stdLifetimes {
		if !own[name] {
			counts[name] = n
		}
	}
	fix := func(it *crateapi.Item) {
		if isFnSig(it.Signature) {
			it.Signature = elide(it.Signature, counts)
		}
	}
	for _, m := range c.Modules {
		for _, it := range m.Items {
			fix(it)
			for _, mem := range it.Members {
				fix(mem)
			}
			if it.Kind != "trait" {
				continue
			}
			// A trait's items (copyless' `fn alloc(&mut self) ->
			// VecAllocation<T>;`), in its declaration too.
			for _, f := range it.Fields {
				fix(f)
			}
			lines := strings.Split(it.Signature, "\n")
			for i, l := range lines {
				if i > 0 && isFnSig(strings.TrimSpace(l)) {
					lines[i] = elide(l, counts)
				}
			}
			it.Signature = strings.Join(lines, "\n")
		}
	}
}

// declLifetimes is how many lifetime parameters a type's declaration
// takes (`pub struct Drain<'a, T: 'a>` takes one).
func declLifetimes(it *crateapi.Item) int {
	sig := it.Signature
	i := strings.Index(sig, " "+it.Name)
	if i < 0 {
		return 0
	}
	rest := sig[i+1+len(it.Name):]
	if !strings.HasPrefix(rest, "<") {
		return 0
	}
	end := closeParen(rest, 0)
	if end < 0 {
		return 0
	}
	n := 0
	for _, p := range splitTop(rest[1:end]) {
		if strings.HasPrefix(strings.TrimSpace(p), "'") {
			n++
		}
	}
	return n
}

// isFnSig says whether a signature declares a function.
func isFnSig(sig string) bool {
	line := strings.SplitN(sig, "\n", 2)[0]
	for _, w := range strings.Fields(line) {
		switch {
		case w == "fn":
			return true
		case w == "pub" || strings.HasPrefix(w, "pub(") || w == "const" || w == "async" || w == "unsafe" || w == "extern" || strings.HasPrefix(w, `"`) || w == "default":
			continue
		}
		return false
	}
	return false
}

// elide adds '_ to each path of a type in counts that names none of
// its lifetimes, after the function's name and generics.
func elide(sig string, counts map[string]int) string {
	open := strings.IndexByte(sig, '(')
	if open < 0 {
		return sig
	}
	var b strings.Builder
	b.WriteString(sig[:open])
	for i := open; i < len(sig); {
		c := sig[i]
		if !isIdentByte(c) || i > 0 && (isIdentByte(sig[i-1]) || sig[i-1] == '\'') {
			b.WriteByte(c)
			i++
			continue
		}
		j := i
		for j < len(sig) && isIdentByte(sig[j]) {
			j++
		}
		name := sig[i:j]
		b.WriteString(name)
		i = j
		n := counts[name]
		if n <= 0 || strings.HasPrefix(sig[j:], "::") || strings.HasPrefix(sig[j:], ":") || i-len(name) >= 2 && sig[i-len(name)-2:i-len(name)] == "::" {
			continue
		}
		lts := strings.TrimSuffix(strings.Repeat("'_, ", n), ", ")
		if strings.HasPrefix(sig[j:], "<") {
			if strings.HasPrefix(strings.TrimSpace(sig[j+1:]), "'") {
				continue // lifetimes written
			}
			b.WriteString("<" + lts + ", ")
			i = j + 1
			continue
		}
		b.WriteString("<" + lts + ">")
	}
	return b.String()
}
