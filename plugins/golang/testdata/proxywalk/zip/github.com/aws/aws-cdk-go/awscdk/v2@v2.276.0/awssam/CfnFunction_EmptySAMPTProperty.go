package awssam

// Example:
//
//	// The code below shows an example of how to instantiate this type.
//	// The values are placeholders you should change.
//	import "github.com/aws/aws-cdk-go/awscdk"
//
//	emptySAMPTProperty := &EmptySAMPTProperty{
//	}
//
// See: http://docs.aws.amazon.com/AWSCloudFormation/latest/UserGuide/aws-properties-serverless-function-emptysampt.html
type CfnFunction_EmptySAMPTProperty struct {
}
