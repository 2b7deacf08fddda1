package interfacesawscloudformation

import (
	_jsii_ "github.com/aws/jsii-runtime-go/runtime"

	"github.com/aws/aws-cdk-go/awscdk/v2/interfaces"
	"github.com/aws/aws-cdk-go/awscdk/v2/interfaces/interfacesawscloudformation/internal"
	"github.com/aws/constructs-go/constructs/v10"
)

// Indicates that this resource can be referenced as a GuardHook.
// Experimental.
type IGuardHookRef interface {
	constructs.IConstruct
	interfaces.IEnvironmentAware
	// A reference to a GuardHook resource.
	// Experimental.
	GuardHookRef() *GuardHookReference
}
