package apicheck

import (
	"regexp"
	"strings"
	"sync"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// swiftStdlibMembers are the members the common protocols of the Swift
// standard library (and Foundation's error bridging) give a conforming
// type: with them a type that conforms only to these is seen whole, and a
// name none of them has is missing, not out of reach. Protocols with a
// large API (Sequence, Collection, SetAlgebra, Numeric) are left out on
// purpose: a member of a type conforming to them stays out of reach.
var swiftStdlibMembers = map[string][]string{
	"Equatable":                                   {"==", "!="},
	"Hashable":                                    {"hash", "hashValue", "==", "!="},
	"Comparable":                                  {"<", "<=", ">", ">=", "==", "!="},
	"RawRepresentable":                            {"rawValue", "init", "RawValue"},
	"CaseIterable":                                {"allCases", "AllCases"},
	"Encodable":                                   {"encode"},
	"Decodable":                                   {"init"},
	"Codable":                                     {"encode", "init"},
	"CustomStringConvertible":                     {"description"},
	"CustomDebugStringConvertible":                {"debugDescription"},
	"LosslessStringConvertible":                   {"description", "init"},
	"CustomReflectable":                           {"customMirror"},
	"Identifiable":                                {"id", "ID"},
	"Error":                                       {"localizedDescription"},
	"LocalizedError":                              {"errorDescription", "failureReason", "recoverySuggestion", "helpAnchor", "localizedDescription"},
	"CustomNSError":                               {"errorDomain", "errorCode", "errorUserInfo", "localizedDescription"},
	"ExpressibleByStringLiteral":                  {"init", "StringLiteralType", "ExtendedGraphemeClusterLiteralType", "UnicodeScalarLiteralType"},
	"ExpressibleByIntegerLiteral":                 {"init", "IntegerLiteralType"},
	"ExpressibleByFloatLiteral":                   {"init", "FloatLiteralType"},
	"ExpressibleByBooleanLiteral":                 {"init", "BooleanLiteralType"},
	"ExpressibleByArrayLiteral":                   {"init", "ArrayLiteralElement"},
	"ExpressibleByDictionaryLiteral":              {"init", "Key", "Value"},
	"ExpressibleByNilLiteral":                     {"init"},
	"ExpressibleByStringInterpolation":            {"init", "StringInterpolation", "StringLiteralType"},
	"ExpressibleByUnicodeScalarLiteral":           {"init", "UnicodeScalarLiteralType"},
	"ExpressibleByExtendedGraphemeClusterLiteral": {"init", "ExtendedGraphemeClusterLiteralType", "UnicodeScalarLiteralType"},
	// markers: no members
	"Sendable": {}, "SendableMetatype": {}, "BitwiseCopyable": {}, "Copyable": {}, "Escapable": {},
	"~Copyable": {}, "~Escapable": {}, "AnyObject": {},
}

// swiftFrameworkMembers are, likewise, the members of a few small
// protocols of Apple's frameworks that packages' property wrappers and
// models conform to, with the framework's name: the whole requirement
// list of each, underscored ones included (SwiftUI's interface declares
// them).
var swiftFrameworkMembers = map[string]struct {
	framework string
	members   []string
}{
	"DynamicProperty": {"SwiftUI", []string{"update", "_makeProperty", "_propertyBehaviors"}},
}

// swiftStdlibMember reports whether base, a protocol of the standard
// library (or one of swiftFrameworkMembers), gives its conforming types
// member; known is false for a base these tables do not describe.
func swiftStdlibMember(base, member string) (has, known bool) {
	if f, ok := swiftFrameworkMembers[strings.TrimPrefix(base, "SwiftUI.")]; ok {
		return contains(f.members, member), true
	}
	ms, ok := swiftStdlibMembers[strings.TrimPrefix(base, "Swift.")]
	if !ok {
		return false, false
	}
	return contains(ms, member), true
}

// swiftProtocolSource names where a protocol of these tables comes from.
func swiftProtocolSource(base string) string {
	if f, ok := swiftFrameworkMembers[strings.TrimPrefix(base, "SwiftUI.")]; ok {
		return f.framework
	}
	return "Swift standard library"
}

// swiftPlainAttrs are attributes on a type declaration that add no
// members. Any other attribute written in PascalCase is an attached
// macro (@Observable, @DependencyClient) or a global actor: the first
// adds members the source does not show.
var swiftPlainAttrs = map[string]bool{
	"available": true, "objc": true, "objcMembers": true, "nonobjc": true, "MainActor": true,
	"preconcurrency": true, "propertyWrapper": true, "resultBuilder": true, "frozen": true,
	"usableFromInline": true, "dynamicCallable": true, "globalActor": true, "unchecked": true,
	"Sendable": true, "retroactive": true, "IBDesignable": true, "GKInspectable": true,
	"requires_stored_property_inits": true, "inlinable": true, "safe": true, "unsafe": true,
	"warn_unqualified_access": true, "discardableResult": true, "testable": true, "UIApplicationMain": true,
	"NSApplicationMain": true, "main": true, "freestanding": true, "attached": true,
}

var (
	swiftAttrRE    = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`@([A-Za-z_]\w*)`) })
	swiftTypeKwdRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\b(?:class|struct|enum|protocol|actor)\s`) })
)

// swiftGeneratedMembers names what may give a Swift type members its
// declaration does not list: an attached macro, or @dynamicMemberLookup
// (any name resolves); "" when nothing does.
func swiftGeneratedMembers(sig string) string {
	head := OneLine(sig)
	if i := swiftTypeKwdRE().FindStringIndex(head); i != nil {
		head = head[:i[0]]
	}
	for _, m := range swiftAttrRE().FindAllStringSubmatch(head, -1) {
		a := m[1]
		switch {
		case a == "dynamicMemberLookup":
			return "@dynamicMemberLookup, which resolves member names at compile time through a subscript"
		case strings.HasPrefix(a, "_") || swiftPlainAttrs[a]:
		case a[0] >= 'A' && a[0] <= 'Z':
			return "@" + a + ", an attached macro (or global actor) that may add members the source does not show"
		}
	}
	return ""
}

var swiftAliasRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|open|internal|package)\s+)?typealias\s+\w+(?:<[^>]*>)?\s*=\s*(.+?)\s*$`)
})

// swiftAliasTarget reads a Swift type alias ("typealias X = Y", "typealias
// IntBox = Box<Int>", "typealias URL = Foundation.URL"): isAlias says s
// is one, target is the type it names, generic arguments dropped, "" when
// it names no single type (a function type, a tuple, a composition A & B,
// an optional).
func swiftAliasTarget(eco string, s sdk.Symbol) (target string, isAlias bool) {
	if eco != "swift" {
		return "", false
	}
	m := swiftAliasRE().FindStringSubmatch(OneLine(s.Signature))
	if m == nil {
		return "", false
	}
	t := strings.TrimSpace(stripBalanced(m[1], '<', '>'))
	if t == "" || strings.ContainsAny(t, "()[]&?!-> ,:") {
		return "", true
	}
	if strings.HasPrefix(t, "Swift.") || strings.HasPrefix(t, "Foundation.") {
		return "", true // the standard library's or Foundation's, never the package's
	}
	return t, true
}

// swiftRawTypes are the types an enum's raw values can have (the first
// entry of its inheritance clause): the standard library's literal types.
var swiftRawTypes = map[string]bool{
	"String": true, "Character": true, "Int": true, "Int8": true, "Int16": true, "Int32": true, "Int64": true,
	"UInt": true, "UInt8": true, "UInt16": true, "UInt32": true, "UInt64": true, "Float": true, "Double": true,
	"Float16": true, "Float80": true, "Substring": true, "Unicode.Scalar": true,
}

// swiftRawType reports whether base, in the inheritance clause of s, is
// the raw type of an enum with raw values (enum Mode: String): it gives
// the enum RawRepresentable's members and Hashable's, not its own.
func swiftRawType(s sdk.Symbol, base string) bool {
	if !strings.EqualFold(s.Kind, "enum") || !swiftRawTypes[strings.TrimPrefix(base, "Swift.")] {
		return false
	}
	b := bases(s.Signature)
	return len(b) > 0 && b[0] == base
}

// swiftBases are the bases of a Swift type for the standard library's
// members: its inheritance clause, an enum's raw type read as the
// protocols it brings (RawRepresentable, Hashable, Equatable).
func swiftBases(s sdk.Symbol) []string {
	var out []string
	for _, b := range bases(s.Signature) {
		if swiftRawType(s, b) {
			out = append(out, "RawRepresentable", "Hashable", "Equatable")
			continue
		}
		out = append(out, b)
	}
	return out
}
