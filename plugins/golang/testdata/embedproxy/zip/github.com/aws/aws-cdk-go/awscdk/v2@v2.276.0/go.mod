module github.com/aws/aws-cdk-go/awscdk/v2

go 1.26

require (
	github.com/aws/jsii-runtime-go v1.142.0
	github.com/cdklabs/awscdk-asset-awscli-go/awscliv1/v2 v2.2.292
	github.com/cdklabs/awscdk-asset-node-proxy-agent-go/nodeproxyagentv6/v2 v2.1.3
	github.com/cdklabs/cloud-assembly-schema-go/awscdkcloudassemblyschema/v55 v55.3.0
	github.com/aws/constructs-go/constructs/v10 v10.8.1
)
