module github.com/Azure/azure-sdk-for-go/sdk/storage/azblob

go 1.25.0

require github.com/Azure/azure-sdk-for-go/sdk/azcore v1.23.3
