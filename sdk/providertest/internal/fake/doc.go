// Package fake is a provider for providertest's own tests: well-behaved by
// default, or with one Fault, each of which one contract check must catch.
package fake
