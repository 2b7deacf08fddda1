package constructs

import (
	_jsii_ "github.com/aws/jsii-runtime-go/runtime"
)

// Represents a construct.
type IConstruct interface {
	IDependable
	// Applies one or more mixins to this construct.
	//
	// Mixins are applied in order. The list of constructs is captured at the
	// start of the call, so constructs added by a mixin will not be visited.
	//
	// Returns: This construct for chaining.
	With(mixins ...IMixin) IConstruct
	// The tree node.
	Node() Node
}
