module github.com/Azure/azure-sdk-for-go/sdk/azcore

go 1.24.0
