// Package kvargs turns command-line key=value words into a tool's JSON
// arguments, typed by the tool's input JSON Schema.
//
// Both CLIs take tool arguments this way (`pkgdocs call TOOL k=v ...` and a
// provider binary's own `call TOOL k=v ...`), and both must give a tool
// what an agent would: version=3 is the string "3" when the schema says
// string, the number 3 when it says integer. The schema's property type
// decides, never the look of the value:
//
//   - string: the word as it is;
//   - integer: a decimal integer literal (-12, 7), else an error;
//   - number: a JSON number literal (1.5, -2e3), else an error;
//   - boolean: true or false, else an error;
//   - array: comma-separated (k=a,b) or the key repeated (k=a k=b), each
//     item typed by the schema's items; a JSON array (k=["a,b"]) when an
//     item holds a comma;
//   - object (or a property with no type): a JSON value; for no type, the
//     word as a string when it is not one;
//   - a key the schema does not declare is an error naming those it does
//     (additionalProperties given as a schema types it instead);
//   - no schema, or one without properties: every value a string.
//
// Only the declared type is read (a type list takes "string" if listed,
// else its first non-null type); the package does not validate against
// the schema, which is the host's job, so a provider binary does not link
// a JSON Schema compiler.
package kvargs
