package apicheck

import (
	"regexp"
	"strings"
	"sync"
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

// swiftStdlibMember reports whether base, a protocol of the standard
// library, gives its conforming types member; known is false for a base
// this table does not describe.
func swiftStdlibMember(base, member string) (has, known bool) {
	ms, ok := swiftStdlibMembers[strings.TrimPrefix(base, "Swift.")]
	if !ok {
		return false, false
	}
	return contains(ms, member), true
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
