// Package schema checks and compiles provider-declared JSON Schemas: for
// the host, which checks a tool's declaration before registering it
// (ValidateTool) and its arguments against the compiled schema before a
// call (Compile, which never loads a remote reference), and for
// sdk/providertest, which checks a provider's tools the same way. It is
// apart from package sdk so provider binaries do not link a JSON Schema
// compiler, whose start-up cost every provider process would pay.
package schema
