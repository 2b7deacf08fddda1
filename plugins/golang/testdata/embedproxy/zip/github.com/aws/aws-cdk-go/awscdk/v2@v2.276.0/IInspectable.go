package awscdk

import (
	_jsii_ "github.com/aws/jsii-runtime-go/runtime"
)

// Interface for examining a construct and exposing metadata.
type IInspectable interface {
	// Examines construct.
	Inspect(inspector TreeInspector)
}
