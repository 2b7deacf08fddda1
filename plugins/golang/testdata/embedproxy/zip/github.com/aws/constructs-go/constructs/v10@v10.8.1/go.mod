module github.com/aws/constructs-go/constructs/v10

go 1.25

require (
	github.com/aws/jsii-runtime-go v1.139.0
)
