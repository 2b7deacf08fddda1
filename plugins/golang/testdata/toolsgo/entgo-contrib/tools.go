//go:build tools
// +build tools

package tools

import (
	_ "github.com/google/addlicense"
)
