package apicheck

import (
	"fmt"
	"regexp"
	"strings"
	"sync"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// rustBlanket are the methods every Rust type has through the standard
// library's blanket implementations: From<T> for T, Into and TryFrom /
// TryInto from it, Borrow<T> and BorrowMut<T> for T, Any for 'static
// types. Type::from(x) names a real function whatever Type is.
var rustBlanket = map[string]string{
	"from": "From", "into": "Into", "try_from": "TryFrom", "try_into": "TryInto",
	"borrow": "Borrow", "borrow_mut": "BorrowMut", "type_id": "Any",
}

// rustStdTraitMethods are the methods of standard traits a type's
// "// Implements:" line may name, which a path (Type::as_ref) or a call
// reaches; traits that bring others through a blanket implementation
// (Display: to_string, Clone: to_owned) list those too.
var rustStdTraitMethods = map[string][]string{
	"AsRef": {"as_ref"}, "AsMut": {"as_mut"},
	"Deref": {"deref"}, "DerefMut": {"deref_mut"},
	"Clone":   {"clone", "clone_from", "to_owned", "clone_into"},
	"Default": {"default"},
	"Debug":   {"fmt"}, "Display": {"fmt", "to_string"},
	"PartialEq": {"eq", "ne"}, "PartialOrd": {"partial_cmp", "lt", "le", "gt", "ge"},
	"Ord": {"cmp", "max", "min", "clamp"}, "Hash": {"hash", "hash_slice"},
	"Drop": {"drop"}, "FromStr": {"from_str"},
	"IntoIterator": {"into_iter"}, "FromIterator": {"from_iter"}, "Extend": {"extend"},
	"Iterator": {"next", "size_hint", "count", "last", "nth", "step_by", "chain", "zip", "map", "for_each",
		"filter", "filter_map", "enumerate", "peekable", "skip_while", "take_while", "skip", "take", "scan",
		"flat_map", "flatten", "fuse", "inspect", "by_ref", "collect", "partition", "fold", "reduce", "all",
		"any", "find", "find_map", "position", "max", "min", "max_by_key", "max_by", "min_by_key", "min_by",
		"rev", "unzip", "copied", "cloned", "cycle", "sum", "product"},
	"DoubleEndedIterator": {"next_back", "rev", "rfind", "rfold", "nth_back"},
	"ExactSizeIterator":   {"len"},
	"Index":               {"index"}, "IndexMut": {"index_mut"},
	"Add": {"add"}, "Sub": {"sub"}, "Mul": {"mul"}, "Div": {"div"}, "Rem": {"rem"}, "Neg": {"neg"}, "Not": {"not"},
	"BitAnd": {"bitand"}, "BitOr": {"bitor"}, "BitXor": {"bitxor"}, "Shl": {"shl"}, "Shr": {"shr"},
	"AddAssign": {"add_assign"}, "SubAssign": {"sub_assign"}, "MulAssign": {"mul_assign"}, "DivAssign": {"div_assign"},
	"Read":   {"read", "read_to_end", "read_to_string", "read_exact", "bytes", "chain", "take", "by_ref"},
	"Write":  {"write", "write_all", "flush", "write_fmt", "by_ref"},
	"Error":  {"source", "description", "cause", "to_string"},
	"Future": {"poll"}, "Hasher": {"finish", "write"},
	"Serialize": {"serialize"}, "Deserialize": {"deserialize"},
}

var rustImplementsRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?m)^// Implements: (.+)$`) })

// rustTraitMember finds member among the trait methods the Rust type ps
// has: the standard blanket ones every type has, those of the standard
// traits its "// Implements:" line names, and those of the package's own
// traits it names. ok is false for a member none of them gives; trait
// is the trait that gives it.
func (ix *Index) rustTraitMember(ps sdk.Symbol, member string) (trait string, ok bool) {
	switch strings.ToLower(ps.Kind) {
	case "struct", "enum", "union", "type":
	default:
		return "", false
	}
	if t, ok := rustBlanket[member]; ok {
		return t, true
	}
	m := rustImplementsRE().FindStringSubmatch(ps.Signature)
	if m == nil {
		return "", false
	}
	for _, t := range splitAngles(m[1]) {
		t = strings.TrimSpace(t)
		name := t
		if i := strings.IndexByte(name, '<'); i >= 0 {
			name = name[:i]
		}
		name = strings.TrimPrefix(name, "crate::")
		last := name
		if i := strings.LastIndex(name, "::"); i >= 0 {
			last = name[i+2:]
		}
		for _, mm := range rustStdTraitMethods[last] {
			if mm == member {
				return t, true
			}
		}
		// A trait the package declares: its members.
		if ts, ok := ix.lookupParent(Key(name)); ok && strings.EqualFold(ts.Kind, "trait") {
			if l := ix.find(Key(ts.Name) + "." + member); len(l) > 0 {
				return t, true
			}
		}
	}
	return "", false
}

// rustTraitSymbol is what a check shows for a member a type has through
// a trait: the method, named under the type, and the trait.
func rustTraitSymbol(ps sdk.Symbol, member, trait string) sdk.Symbol {
	return sdk.Symbol{Name: ps.Name + "::" + member, Kind: "method", Parent: ps.Name,
		Signature: fmt.Sprintf("fn %s(…)  // from impl %s for %s", member, trait, ps.Name)}
}

// splitAngles splits a comma-separated list at the commas outside angle
// brackets and parentheses ("From<HashMap<K, V>>, Debug").
func splitAngles(s string) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '<', '(', '[':
			depth++
		case '>', ')', ']':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, s[start:i])
				start = i + 1
			}
		}
	}
	return append(out, s[start:])
}
