package awscdk

// Example:
//
//	// The code below shows an example of how to instantiate this type.
//	// The values are placeholders you should change.
//	import cdk "github.com/aws/aws-cdk-go/awscdk"
//
//	var value interface{}
//
//	getContextValueResult := &GetContextValueResult{
//		Value: value,
//	}
type GetContextValueResult struct {
	Value interface{} `field:"optional" json:"value" yaml:"value"`
}
